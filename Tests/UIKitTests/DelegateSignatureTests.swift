import Testing
import UIKit

/// A carousel's delegate as iOS code writes it: the drag comes to rest on a whole page
/// of 100 points, set through the pointer UIKit passes.
private final class PageSnapper: NSObject, UIScrollViewDelegate {
    var entries: [String] = []

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let page = (targetContentOffset.pointee.x / 100).rounded()
        entries.append("willEndDragging proposed page \(page)")
        targetContentOffset.pointee = CGPoint(x: page * 100, y: 0)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        entries.append("delegate: adjusted top \(scrollView.adjustedContentInset.top)")
    }
}

/// A scroll view that logs its own inset callback, which comes before the delegate's.
private final class InsetLoggingScrollView: UIScrollView {
    var entries: [String] = []

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        entries.append("view: adjusted top \(adjustedContentInset.top)")
    }
}

/// A cell subclass as table code writes it, overriding the designated initializer.
private final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Logs the questions a recognizer's delegate is asked (a tap that recognizes asks
/// whether it should begin), and turns away touches of events when told to.
private final class ReceiveLog: NSObject, UIGestureRecognizerDelegate {
    var entries: [String] = []
    var receivesEvents = true

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        entries.append("event \(event.type == .touches)")
        return receivesEvents
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        entries.append("touch")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        entries.append("press")
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        entries.append("shouldBegin")
        return true
    }
}

/// Delegate methods and initializers written with UIKit's exact signatures are the
/// ones UIKit calls: a conformance written for iOS must not compile into a method that
/// is never asked.
@MainActor
@Suite struct DelegateSignatureTests {
    @Test func aCarouselSnapsThroughTheTargetContentOffsetPointer() {
        let window = makeWindow(width: 100, height: 100)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 1000, height: 100)
        let snapper = PageSnapper()
        scrollView.delegate = snapper
        window.addSubview(scrollView)
        commit(window)
        // 130 points to the left in a quarter of a second: the throw would rest
        // between 350 and 450 points; the delegate moves it onto the nearest page.
        window.scheduleDrag(along: [CGPoint(x: 80, y: 50), CGPoint(x: -50, y: 50)], duration: 0.25)
        window.eventLoop.run(for: 3)
        // Only the drag's end is heard: scrolling moves no safe-area inset.
        #expect(snapper.entries == ["willEndDragging proposed page 4.0"])
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test func theDelegateHearsOfAdjustedInsetsAfterTheScrollView() {
        let scrollView = InsetLoggingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let snapper = PageSnapper()
        scrollView.delegate = snapper
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(scrollView.entries == ["view: adjusted top 20.0"])
        #expect(snapper.entries == ["delegate: adjusted top 20.0"])
        // The same insets again change nothing, and nobody is told.
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(snapper.entries.count == 1)
    }

    @Test func aCellMadeWithoutArgumentsIsADefaultCellOfTheUsualSize() {
        let cell = UITableViewCell()
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.superview === cell)
        #expect(cell.detailTextLabel == nil, "the default style has no detail label")
        let framed = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(framed.frame.size == CGSize(width: 200, height: 60))
        // A subclass that overrides the designated initializer is made through it.
        let subtitle = SubtitleCell()
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        #expect(subtitle.detailTextLabel != nil, "made through the override, in the subtitle style")
        let header = UITableViewHeaderFooterView()
        #expect(header.reuseIdentifier == nil)
        #expect(header.contentView.superview === header)
    }

    @Test func aRecognizerIsAskedAboutTheEventBeforeTheTouch() {
        let window = makeWindow(width: 100, height: 100)
        let recognizer = UITapGestureRecognizer()
        let log = ReceiveLog()
        recognizer.delegate = log
        window.addGestureRecognizer(recognizer)
        commit(window)
        window.scheduleTap(at: CGPoint(x: 50, y: 50))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["event true", "touch", "shouldBegin"])
        // An event turned away keeps its touch from the recognizer: no tap to begin.
        log.entries.removeAll()
        log.receivesEvents = false
        window.scheduleTap(at: CGPoint(x: 50, y: 50))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["event true"])
    }
}
