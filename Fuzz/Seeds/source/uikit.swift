import UIKit

class X: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = NSLocalizedString("T", comment: "")
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    navigationController?.pushViewController(Y(), animated: true)
  }
}

final class Y: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Details"
    navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))]
    present(UINavigationController(rootViewController: X()), animated: true)
  }
  @objc func edit() {}
}

struct Wrapper: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> X { X() }
  func updateUIViewController(_ controller: X, context: Context) {}
}

struct Host: View {
  var body: some View { NavigationStack { Wrapper().navigationTitle("Host") } }
}
