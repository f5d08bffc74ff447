let x: [[[[[[[[[[[[Int]]]]]]]]]]]] = []
struct A: View { var body: some View { Text("").navigationTitle("A") } }
