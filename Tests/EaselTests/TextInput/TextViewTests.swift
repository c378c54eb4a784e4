import Easel
import EaselGraphics
import Foundation
import Testing

/// `TextView`: UIKit's insets and padding, content that grows with the text, and
/// editing with the delegate's calls in UIKit's order.
@MainActor
@Suite struct TextViewTests {
    @MainActor final class Recorder: NSObject, TextViewDelegate {
        var log: [String] = []
        var allowsChange = true
        func textViewShouldBeginEditing(_ textView: TextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: TextView) { log.append("didBegin first:\(textView.isFirstResponder)") }
        func textViewShouldEndEditing(_ textView: TextView) -> Bool { log.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: TextView) { log.append("didEnd first:\(textView.isFirstResponder)") }
        func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange {\(range.location), \(range.length)} \(text.debugDescription)")
            return allowsChange
        }
        func textViewDidChangeSelection(_ textView: TextView) { log.append("didChangeSelection") }
        func textViewDidChange(_ textView: TextView) { log.append("didChange \((textView.text ?? "").debugDescription)") }
    }

    private func textViewInWindow() -> (Window, TextView) {
        let window = shownWindow(width: 200, height: 120, scale: 2)
        window.backgroundColor = .white
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(textView)
        window.eventLoop.runOnce()
        return (window, textView)
    }

    @Test func theDefaultsAreUIKits() {
        let textView = TextView(frame: .zero)
        #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.font == Font.systemFont(ofSize: 12) && textView.text == "")
        #expect(textView.isEditable && textView.isSelectable)
    }

    @Test func theContentIsAsTallAsTheWrappedLinesPlusTheInsets() {
        let (window, textView) = textViewInWindow()
        let lineHeight = Font.systemFont(ofSize: 12).lineHeight
        #expect(textView.contentSize == CGSize(width: 200, height: ((lineHeight + 16) * 2).rounded(.up) / 2))
        textView.text = Array(repeating: "Lines wrap at the width less the padding.", count: 10).joined(separator: " ")
        window.eventLoop.runOnce()
        let layout = TextLayout(textView.text, attributes: TextAttributes(font: .systemFont(ofSize: 12), foregroundColor: .label),
                                containerSize: CGSize(width: 190, height: 0))
        #expect(layout.lines.count > 6)
        #expect(textView.contentSize.height == ((layout.size.height + 16) * 2).rounded(.up) / 2)
    }

    @Test func typingCallsTheDelegateInUIKitsOrder() {
        let (window, textView) = textViewInWindow()
        let recorder = Recorder()
        textView.delegate = recorder
        var notifications = 0
        let observer = NotificationCenter.default.addObserver(forName: TextView.textDidChangeNotification, object: textView,
                                                              queue: nil) { _ in MainActor.assumeIsolated { notifications += 1 } }
        window.scheduleTap(at: CGPoint(x: 100, y: 50))
        window.eventLoop.run(for: 0.2)
        window.typeText("a\n")
        window.pressDeleteKey()
        textView.resignFirstResponder()
        #expect(recorder.log == [
            "shouldBegin", "didBegin first:true",
            "shouldChange {0, 0} \"a\"", "didChangeSelection", "didChange \"a\"",
            "shouldChange {1, 0} \"\\n\"", "didChangeSelection", "didChange \"a\\n\"",
            "shouldChange {1, 1} \"\"", "didChangeSelection", "didChange \"a\"",
            "shouldEnd", "didEnd first:false",
        ])
        #expect(notifications == 3)
        NotificationCenter.default.removeObserver(observer)
    }

    @Test func scrollingMovesTheText() {
        let (window, textView) = textViewInWindow()
        textView.text = (1...20).map { "Line \($0)" }.joined(separator: "\n")
        window.eventLoop.runOnce()
        let before = window.lastFrame!.image
        textView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image != before)
        #expect(textView.contentSize.height > 100)
    }
}
