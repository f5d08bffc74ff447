public import Diagnostics

/// Something an import found in a storyboard or a Swift file that is a finding, not a reason to stop.
///
/// The audit reports each as a finding located at the storyboard element or Swift line, so a
/// dangling segue in one scene does not hide the findings of every other scene.
public struct ImportIssue: Hashable, Sendable {
  /// What kind of problem it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A segue or relationship names an object the storyboard does not have.
    case danglingSegue
    /// Storyboard references lead back to themselves without reaching a scene.
    case referenceCycle
    /// A storyboard reference into another bundle that is not in the imported folder; the
    /// scene behind it is recorded as external and not audited.
    case externalReference
    /// Something the storyboard leaves to code (a navigation controller without a root, a
    /// tab bar controller without tabs); recorded, not guessed.
    case leftToCode
    /// Swift code decides at run time what static reading cannot know (a title from a model
    /// property, a computed destination); recorded at its line, not guessed.
    case unresolvedInSource
    /// A Swift file that does not parse or decode cleanly; what could be read is still used.
    case unreadableSource
  }

  public var kind: Kind
  public var message: String
  public var location: SourceLocation

  public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
    self.kind = kind
    self.message = message
    self.location = location
  }
}
