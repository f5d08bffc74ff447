import SwiftSyntax

/// The UIKit view controller classes declared in an app's Swift files, with their code.
///
/// A pushed controller is written `AccountInspectorViewController()` or
/// `storyboard.instantiateController(ofType: AddAccountViewController.self)`: resolving it
/// means finding the class, its superclass chain and every method of it and of its
/// extensions (a `tableView(_:didSelectRowAt:)` in an extension pushes like one in the class).
struct ControllerIndex {
  /// A method, initializer or property getter: code that may set the bar or navigate.
  struct Method {
    /// The type it is a member of.
    let type: String
    let name: String
    let body: CodeBlockItemListSyntax
    let parameters: Set<String>
    let file: Int

    /// Whether UIKit runs it before the screen is first drawn, so what it sets is what shows.
    var isLifecycle: Bool {
      ["init", "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "viewIsAppearing"].contains(name)
    }
  }

  /// A stored property's initial value (`lazy var filterButton = UIBarButtonItem(…)`).
  struct Property {
    let value: ExprSyntax
    let file: Int
  }

  /// A view controller class and the members of its extensions.
  struct Controller {
    let name: String
    let superclass: String?
    let file: Int
    let nameToken: TokenSyntax
    var methods: [Method] = []
    var properties: [String: Property] = [:]
    /// `@IBOutlet` properties: a storyboard sets them.
    var outlets: Set<String> = []

    /// Lifecycle methods first: what they set is what the screen shows first.
    var methodsInOrder: [Method] { methods.filter(\.isLifecycle) + methods.filter { !$0.isLifecycle } }
  }

  /// What a controller class contains, by the UIKit class it descends from.
  enum Kind {
    case plain, navigation, tabs, split
  }

  private(set) var classes: [String: Controller] = [:]
  private(set) var ambiguous: Set<String> = []
  /// Methods of other types and free functions: where windows get their root controllers.
  private(set) var otherCode: [Method] = []

  /// UIKit's controller classes an app's controllers descend from, and what they contain.
  static let uikitBases: [String: Kind] = [
    "UIViewController": .plain, "UITableViewController": .plain, "UICollectionViewController": .plain,
    "UIPageViewController": .plain, "UIHostingController": .plain, "UINavigationController": .navigation,
    "UITabBarController": .tabs, "UISplitViewController": .split,
  ]
  static let maximumNesting = 16
  /// The most methods kept per class, and of other code.
  static let maximumMethods = 2_000

  init(files: [ParsedSourceFile]) {
    var extensions: [(name: String, members: MemberBlockItemListSyntax, file: Int)] = []
    var candidates: [Controller] = []
    var members: [String: [(MemberBlockItemListSyntax, Int)]] = [:]
    for (index, file) in files.enumerated() {
      Self.collect(
        file.tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, file: index, depth: 0,
        classes: &candidates, members: &members, extensions: &extensions)
    }
    let declared = Dictionary(candidates.map { ($0.name, $0.superclass) }, uniquingKeysWith: { first, _ in first })
    for var candidate in candidates where Self.kind(candidate.name, superclasses: declared) != nil {
      if classes[candidate.name] != nil {
        ambiguous.insert(candidate.name)
        continue
      }
      for (list, file) in members[candidate.name] ?? [] { Self.add(list, file: file, to: &candidate) }
      classes[candidate.name] = candidate
    }
    for (name, list, file) in extensions {
      if var known = classes[name] {
        Self.add(list, file: file, to: &known)
        classes[name] = known
      } else {
        otherCode += Self.methods(list, type: name, file: file)
      }
    }
    for candidate in candidates where classes[candidate.name] == nil {
      otherCode += (members[candidate.name] ?? []).flatMap { Self.methods($0.0, type: candidate.name, file: $0.1) }
    }
    otherCode = Array(otherCode.prefix(Self.maximumMethods))
  }

  func controller(named name: String) -> Controller? {
    ambiguous.contains(name) ? nil : classes[name]
  }

  /// What class `name` contains, through its superclass chain; nil when it is no controller.
  func kind(of name: String) -> Kind? {
    Self.kind(name, superclasses: classes.mapValues(\.superclass))
  }

  /// The class and its app superclasses, the class first.
  func chain(of name: String) -> [Controller] {
    var result: [Controller] = []
    var current: String? = name
    while let next = current, let found = controller(named: next), result.count < Self.maximumNesting,
      !result.contains(where: { $0.name == next })
    {
      result.append(found)
      current = found.superclass
    }
    return result
  }

  private static func kind(_ name: String, superclasses: [String: String?]) -> Kind? {
    var current = name
    for _ in 0..<maximumNesting {
      if let base = uikitBases[current] { return base }
      guard let known = superclasses[current] else {
        // A controller class from a framework the files don't hold.
        return current.hasSuffix("ViewController") ? .plain : nil
      }
      guard let next = known else { return nil }
      current = next
    }
    return nil
  }

  private static func collect(
    _ decls: [DeclSyntax], file: Int, depth: Int, classes: inout [Controller],
    members: inout [String: [(MemberBlockItemListSyntax, Int)]],
    extensions: inout [(name: String, members: MemberBlockItemListSyntax, file: Int)]
  ) {
    guard depth < maximumNesting else { return }
    for decl in decls {
      if let config = decl.as(IfConfigDeclSyntax.self) {
        if case .decls(let active)? = SwiftUICall.activeClause(config)?.elements {
          collect(
            active.map(\.decl), file: file, depth: depth + 1, classes: &classes, members: &members,
            extensions: &extensions)
        }
      } else if let type = decl.as(ClassDeclSyntax.self) {
        let superclass = type.inheritanceClause?.inheritedTypes.first.map { baseName($0.type) }
        classes.append(Controller(name: type.name.text, superclass: superclass, file: file, nameToken: type.name))
        members[type.name.text, default: []].append((type.memberBlock.members, file))
        collect(
          type.memberBlock.members.map(\.decl), file: file, depth: depth + 1, classes: &classes, members: &members,
          extensions: &extensions)
      } else if let type = decl.as(ExtensionDeclSyntax.self) {
        extensions.append((baseName(type.extendedType), type.memberBlock.members, file))
      } else if let type = decl.as(StructDeclSyntax.self) {
        members[type.name.text, default: []].append((type.memberBlock.members, file))
      } else if let type = decl.as(EnumDeclSyntax.self) {
        members[type.name.text, default: []].append((type.memberBlock.members, file))
      } else if let type = decl.as(ActorDeclSyntax.self) {
        members[type.name.text, default: []].append((type.memberBlock.members, file))
      }
    }
  }

  /// `UIHostingController` for `UIHostingController<SettingsView>`, `Module.Type` as written.
  private static func baseName(_ type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription
  }

  private static func add(_ list: MemberBlockItemListSyntax, file: Int, to controller: inout Controller) {
    controller.methods += methods(list, type: controller.name, file: file)
    controller.methods = Array(controller.methods.prefix(maximumMethods))
    for (name, property) in properties(list, file: file) where controller.properties[name] == nil {
      controller.properties[name] = property
    }
    for variable in list.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
    where variable.attributes.contains(where: { $0.trimmedDescription == "@IBOutlet" }) {
      controller.outlets.formUnion(variable.bindings.map(\.pattern.trimmedDescription))
    }
  }

  /// The methods, initializers and computed getters of a member list (under active `#if`).
  private static func methods(_ list: MemberBlockItemListSyntax, type: String, file: Int, depth: Int = 0) -> [Method] {
    var result: [Method] = []
    for member in list {
      if let config = member.decl.as(IfConfigDeclSyntax.self), depth < maximumNesting {
        if case .decls(let active)? = SwiftUICall.activeClause(config)?.elements {
          result += methods(active, type: type, file: file, depth: depth + 1)
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
        result.append(
          Method(
            type: type, name: function.name.text, body: body.statements,
            parameters: parameterNames(function.signature.parameterClause.parameters), file: file))
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
        result.append(
          Method(
            type: type, name: "init", body: body.statements,
            parameters: parameterNames(initializer.signature.parameterClause.parameters), file: file))
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let getter = getter(binding) else { continue }
          result.append(
            Method(type: type, name: binding.pattern.trimmedDescription, body: getter, parameters: [], file: file))
        }
      }
    }
    return result
  }

  /// Stored properties with an initial value.
  private static func properties(_ list: MemberBlockItemListSyntax, file: Int) -> [(String, Property)] {
    list.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
      variable.bindings.compactMap { binding in
        binding.initializer.map { (binding.pattern.trimmedDescription, Property(value: $0.value, file: file)) }
      }
    }
  }

  private static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let statements)?: statements
    case .accessors(let accessors)?:
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: nil
    }
  }

  private static func parameterNames(_ parameters: FunctionParameterListSyntax) -> Set<String> {
    Set(parameters.map { ($0.secondName ?? $0.firstName).text })
  }
}
