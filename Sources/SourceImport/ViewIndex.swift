import SwiftSyntax

/// The view types declared in an app's Swift files, by name, with their `body`.
///
/// Destinations are written as `BirdDetail(bird: bird)`: resolving one means finding the
/// type's declaration in any file. Previews (`PreviewProvider` types and what they nest) are
/// left out, since they are never navigated to and reuse common names such as `Preview`.
struct ViewIndex {
  /// A view type: where its `body` is and what its stored properties' types say.
  struct Declaration {
    let name: String
    let body: CodeBlockItemListSyntax
    let file: Int
    /// Properties declared as integers, whose interpolations Xcode extracts as `%lld`.
    let integerProperties: Set<String>
    /// Computed properties, by name: `doneButton` in a toolbar is the view its getter returns.
    let computedProperties: [String: CodeBlockItemListSyntax]
  }

  private(set) var declarations: [String: Declaration] = [:]
  /// Names declared more than once: a reference to one is ambiguous.
  private(set) var ambiguous: Set<String> = []
  /// The `body` of each `App` type: its scenes, whose windows are the navigation roots.
  private(set) var apps: [(body: CodeBlockItemListSyntax, file: Int)] = []

  /// The deepest type nesting searched.
  static let maximumNesting = 16

  init(files: [ParsedSourceFile]) {
    for (index, file) in files.enumerated() {
      add(file.tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, file: index, depth: 0)
    }
  }

  func declaration(named name: String) -> Declaration? {
    ambiguous.contains(name) ? nil : declarations[name]
  }

  private mutating func add(_ decls: [DeclSyntax], file: Int, depth: Int) {
    guard depth < Self.maximumNesting else { return }
    for decl in decls {
      if let config = decl.as(IfConfigDeclSyntax.self) {
        for case .decls(let members)? in config.clauses.map(\.elements) {
          add(members.map(\.decl), file: file, depth: depth + 1)
        }
        continue
      }
      let name: String
      let inherited: [String]
      let members: MemberBlockItemListSyntax
      if let type = decl.as(StructDeclSyntax.self) {
        (name, members) = (type.name.text, type.memberBlock.members)
        inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      } else if let type = decl.as(ExtensionDeclSyntax.self) {
        (name, members) = (type.extendedType.trimmedDescription, type.memberBlock.members)
        inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      } else if let type = decl.as(ClassDeclSyntax.self) {
        (name, members) = (type.name.text, type.memberBlock.members)
        inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      } else if let type = decl.as(EnumDeclSyntax.self) {
        add(type.memberBlock.members.map(\.decl), file: file, depth: depth + 1)
        continue
      } else {
        continue
      }
      if inherited.contains("PreviewProvider") { continue }
      add(members.map(\.decl), file: file, depth: depth + 1)
      guard let body = Self.body(of: members) else { continue }
      if inherited.contains("App") {
        apps.append((body, file))
      } else if !inherited.contains("Scene") {
        let declaration = Declaration(
          name: name, body: body, file: file, integerProperties: Self.integerProperties(members),
          computedProperties: Self.computedProperties(members))
        if declarations[name] != nil { ambiguous.insert(name) }
        declarations[name] = declaration
      }
    }
  }

  /// The statements of a computed `body` property.
  private static func body(of members: MemberBlockItemListSyntax) -> CodeBlockItemListSyntax? {
    for member in members {
      if let config = member.decl.as(IfConfigDeclSyntax.self) {
        if case .decls(let active)? = SwiftUICall.activeClause(config)?.elements, let body = body(of: active) {
          return body
        }
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?:
          if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
            return getter.body?.statements
          }
        case nil: continue
        }
      }
    }
    return nil
  }

  /// The getters of the computed properties other than `body`.
  private static func computedProperties(_ members: MemberBlockItemListSyntax) -> [String: CodeBlockItemListSyntax] {
    var result: [String: CodeBlockItemListSyntax] = [:]
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        let name = binding.pattern.trimmedDescription
        guard name != "body" else { continue }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: result[name] = statements
        case .accessors(let accessors)?:
          if let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
            result[name] = body.statements
          }
        case nil: continue
        }
      }
    }
    return result
  }

  /// The stored or computed properties typed as an integer, or initialized with one.
  private static func integerProperties(_ members: MemberBlockItemListSyntax) -> Set<String> {
    let integers: Set<String> = [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    var result: Set<String> = []
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        let type = binding.typeAnnotation?.type.trimmedDescription
        let isInteger =
          type.map { integers.contains($0) } ?? (binding.initializer?.value.is(IntegerLiteralExprSyntax.self) ?? false)
        if isInteger { result.insert(binding.pattern.trimmedDescription) }
      }
    }
    return result
  }
}
