struct A: View { var body: some View { Text("").navigationTitle("Café") } }
struct B: View { var body: some View { Text("À€í €").navigationTitle("ô€€") } }