import Testing
import UIKit

/// A text view subclass that, as iOS subclasses do, overrides only the designated
/// initializer and the archive one, and logs what it was given.
private final class LoggingTextView: UITextView {
    var log: [String] = []

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        log.append("init(frame:textContainer:) \(textContainer == nil ? "nil" : "container")")
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `UITextView(frame:textContainer:)`: the designated initializer, showing the text
/// system a container belongs to; `init(frame:)` goes through it with `nil`.
@MainActor
@Suite struct TextViewTextContainerTests {
    @Test func aContainerBringsItsLayoutManagerAndStorage() {
        let storage = NSTextStorage(string: "Hello")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 120, height: 80))
        manager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
        #expect(textView.textContainer === container)
        #expect(textView.layoutManager === manager)
        #expect(textView.textStorage === storage)
        #expect(textView.text == "Hello")
        #expect(container.size == CGSize(width: 120, height: 80))
        #expect(!container.widthTracksTextView)
    }

    @Test func withoutAContainerTheViewMakesItsOwn() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: nil)
        #expect(textView.textContainer.widthTracksTextView)
        #expect(textView.layoutManager.textContainers.count == 1)
        #expect(textView.layoutManager.textContainers.first === textView.textContainer)
        #expect(textView.textStorage.layoutManagers.first === textView.layoutManager)
        #expect(textView.text == "")
    }

    @Test func initWithFrameCallsTheDesignatedInitializer() {
        let textView = LoggingTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(textView.log == ["init(frame:textContainer:) nil"])
        #expect(LoggingTextView().log == ["init(frame:textContainer:) nil"])
    }
}
