import Foundation
import Testing
import UIKit

/// A delegate that logs the editing calls, to order them against the notifications.
private final class EditingLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("textViewDidBeginEditing") }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("textViewDidEndEditing") }
}

/// `UITextView.textDidBeginEditingNotification` and `textDidEndEditingNotification`,
/// which growing text views observe: posted with the text view, after the delegate.
@MainActor
@Suite struct TextViewEditingNotificationTests {
    @Test func beginningAndEndingEditingPostAfterTheDelegate() {
        let window = makeWindow(width: 200, height: 100)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.addSubview(textView)
        commit(window)
        let log = EditingLog()
        textView.delegate = log
        var observers: [NSObjectProtocol] = []
        for (name, entry) in [(UITextView.textDidBeginEditingNotification, "begin notification"),
                              (UITextView.textDidEndEditingNotification, "end notification")] {
            // Only the text view's notifications reach the observer (`object: textView`).
            observers.append(NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { _ in
                MainActor.assumeIsolated { log.entries.append(entry) }
            })
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(textView.becomeFirstResponder())
        #expect(textView.resignFirstResponder())
        #expect(log.entries == ["textViewDidBeginEditing", "begin notification", "textViewDidEndEditing", "end notification"])
    }
}
