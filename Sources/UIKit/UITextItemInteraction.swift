/// How the user interacts with a link or attachment in a text view, like the deprecated
/// `UITextItemInteraction`, the last parameter of
/// `textView(_:shouldInteractWith:in:interaction:)`. Easel's text views do not make
/// links or attachments tappable yet, so that delegate method, which a delegate may
/// still declare, is not called.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: open the link.
    case invokeDefaultAction = 0
    /// A long press: show the actions sheet.
    case presentActions = 1
    /// A 3D Touch preview.
    case preview = 2
}
