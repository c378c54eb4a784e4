import EaselTesting
import Testing
import UIKit

/// The UIKit view and snapshot test of the README's "UIKit code on Linux" section, held
/// to the reference in `__Snapshots__/ReadmeExampleTests/`.
final class StatusDot: UIView {
    var isOnline = true { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        (isOnline ? UIColor.systemGreen : .systemGray).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func statusDot() {
        let dot = StatusDot(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        assertSnapshot(of: dot, as: .image(scale: 2))
        dot.isOnline = false
        assertSnapshot(of: dot, as: .image(scale: 2), named: "offline")
    }

    @Test func theSnapshotIsWhatDrawDrew() throws {
        let dot = StatusDot(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let capture = try Snapshotting<UIView>.image(scale: 2).capture(dot, []).image
        #expect(capture.pixelWidth == 48 && capture.pixelHeight == 48)
        #expect(pixel(capture, 24, 24) == UIColor.systemGreen.pixel)
        #expect(pixel(capture, 1, 1).alpha == 0)
    }
}
