import Testing
import UIKit

/// A header that follows its scroll view by key-value observing, as pull-to-refresh
/// views written for iOS do.
final class StretchyHeaderView: UIView {
    /// A context pointer of its own. (`&someStaticVar` as the context, compared in
    /// `observeValue`, traps with `.initial` on iOS and here alike: the comparison's
    /// access overlaps `addObserver`'s.)
    private static let observingContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    private(set) var log: [String] = []
    weak var scrollView: UIScrollView?

    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.initial, .new, .old], context: Self.observingContext)
        scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: Self.observingContext)
        scrollView.addObserver(self, forKeyPath: "frame", options: [.new, .old], context: Self.observingContext)
    }

    func detach() {
        scrollView?.removeObserver(self, forKeyPath: "contentOffset", context: Self.observingContext)
        scrollView?.removeObserver(self, forKeyPath: "contentSize", context: Self.observingContext)
        scrollView?.removeObserver(self, forKeyPath: "frame")
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard context == Self.observingContext else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        let new = change?[.newKey].map { "\($0)" } ?? "-"
        let old = change?[.oldKey].map { "\($0)" } ?? "-"
        log.append("\(keyPath ?? "?") \(old) -> \(new)")
        if keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint {
            frame.size.height = max(40, 40 - offset.y)
        }
    }
}

/// A view that writes down every change it is told of: key path and new value.
final class ChangeRecorderView: UIView {
    private(set) var changes: [String] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        changes.append("\(keyPath ?? "?") \(change?[.newKey].map { "\($0)" } ?? "-")")
    }
}

/// A controller that watches its text field's text, set by code.
final class NameFormController: UIViewController {
    let nameField = UITextField()
    private(set) var texts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        nameField.addObserver(self, forKeyPath: "text", options: [.new], context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        texts.append(change?[.newKey] as? String ?? "nil")
    }
}

@MainActor @Suite struct KeyValueObservingTests {
    @Test func aScrollViewsOffsetSizeAndFrameArePostedAsTheyChange() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let header = StretchyHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        header.attach(to: scrollView)
        scrollView.contentSize = CGSize(width: 100, height: 600)
        scrollView.contentOffset = CGPoint(x: 0, y: -30)
        scrollView.contentOffset = CGPoint(x: 0, y: -30)
        scrollView.frame = CGRect(x: 0, y: 10, width: 100, height: 150)
        #expect(header.log == [
            "contentOffset - -> \(CGPoint.zero)",
            "contentSize - -> \(CGSize(width: 100, height: 600))",
            "contentOffset \(CGPoint.zero) -> \(CGPoint(x: 0, y: -30))",
            "frame \(CGRect(x: 0, y: 0, width: 100, height: 200)) -> \(CGRect(x: 0, y: 10, width: 100, height: 150))",
        ])
        #expect(header.frame.height == 70)
        header.detach()
        scrollView.contentOffset = .zero
        #expect(header.log.count == 4)
    }

    @Test func layoutMovingAViewPostsItsCenterAndFrame() {
        let window = makeWindow(width: 100, height: 100)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 20),
                                     box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5)])
        let recorder = ChangeRecorderView()
        box.addObserver(recorder, forKeyPath: "center", options: .new, context: nil)
        box.addObserver(recorder, forKeyPath: "frame", options: .new, context: nil)
        commit(window)
        #expect(box.frame == CGRect(x: 35, y: 5, width: 30, height: 20))
        #expect(recorder.changes == ["center \(CGPoint(x: 50, y: 15))", "frame \(CGRect(x: 35, y: 5, width: 30, height: 20))"])
    }

    @Test func textSetByCodeIsPosted() {
        let controller = NameFormController()
        controller.loadViewIfNeeded()
        controller.nameField.text = "Ann"
        controller.nameField.text = "Ann"
        controller.nameField.text = nil
        #expect(controller.texts == ["Ann", ""], "a field set to nil holds an empty text (UIKit's reads back empty too)")
    }

    @Test func badObservationsAreReported() {
        let view = UIView(), observer = StretchyHeaderView()
        let (_, messages) = Diagnostics.collect {
            view.addObserver(observer, forKeyPath: "tintColor", options: .new, context: nil)
            view.removeObserver(observer, forKeyPath: "alpha")
            view.tintColor = .red
        }
        #expect(messages == [
            "addObserver(_:forKeyPath:options:context:): View posts no changes of \"tintColor\"; the observer is never told",
            "removeObserver(_:forKeyPath:): StretchyHeaderView is not an observer of \"alpha\" of View",
        ])
    }

    @Test func hiddenIsPostedUnderBothNames() {
        let view = UIView(), recorder = ChangeRecorderView()
        view.addObserver(recorder, forKeyPath: "hidden", options: .new, context: nil)
        view.addObserver(recorder, forKeyPath: "isHidden", options: .new, context: nil)
        view.addObserver(recorder, forKeyPath: "alpha", options: .new, context: nil)
        view.isHidden = true
        view.isHidden = true
        view.alpha = 0.5
        #expect(recorder.changes == ["hidden true", "isHidden true", "alpha 0.5"])
    }

    @Test func aHandlerThatDoesNotHandleTheChangeIsReported() {
        let view = UIView(), header = StretchyHeaderView()
        view.addObserver(header, forKeyPath: "alpha", options: .new, context: nil)
        let (_, messages) = Diagnostics.collect { view.alpha = 0.5 }
        #expect(messages == ["observeValue(forKeyPath:of:change:context:): StretchyHeaderView did not handle the change of \"alpha\""])
    }
}
