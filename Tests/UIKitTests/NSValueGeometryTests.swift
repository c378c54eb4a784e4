import Testing
import UIKit

/// A view that keeps the frames it has had as boxed values, as code that stores
/// geometry in `[Any]` or key-value coding does.
final class FrameHistoryView: UIView {
    private(set) var history: [NSValue] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        history.append(NSValue(cgRect: frame))
    }
}

@MainActor
@Suite struct NSValueGeometryTests {
    @Test func geometryComesBackOutAsItWentIn() {
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    }

    @Test func theViewRecordsEachFrameItWasLaidOutAt() {
        let window = makeWindow(width: 50, height: 50)
        let view = FrameHistoryView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit(window)
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        commit(window)
        #expect(view.history.map(\.cgRectValue) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 20, height: 10)])
    }
}
