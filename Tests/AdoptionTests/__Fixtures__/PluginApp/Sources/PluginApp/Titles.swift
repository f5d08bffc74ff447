/// The keys of the screen titles the scenario in `Navigation/` shows.
public enum Titles {
  public static let inbox = "inbox.title"
  public static let message = "message.title"
}
