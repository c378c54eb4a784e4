import Testing
import UIKit

/// Images of views as iOS code makes them: `layer.render(in:)` in an image renderer,
/// `drawHierarchy(in:afterScreenUpdates:)`, `snapshotView(afterScreenUpdates:)`.
@MainActor @Suite struct ViewImageTests {
    /// A rounded card with a bordered badge and a label, at (10, 20) in a 2× window.
    private func cardOnScreen() -> (UIWindow, UIView) {
        let window = makeWindow(width: 120, height: 120, scale: 2)
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 60))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        let badge = UIView(frame: CGRect(x: 50, y: 8, width: 20, height: 20))
        badge.backgroundColor = .systemRed
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.white.cgColor
        card.addSubview(badge)
        let label = UILabel(frame: CGRect(x: 8, y: 34, width: 64, height: 20))
        label.text = "Hi"
        card.addSubview(label)
        window.addSubview(card)
        commit(window)
        return (window, card)
    }

    /// Whether `image` has, pixel for pixel, the pixels of `frame` in `rect` (pixels),
    /// where the frame's are opaque.
    private func matches(_ image: UIImage, _ frame: UIImage, at origin: (x: Int, y: Int), size: (Int, Int)) -> Bool {
        for y in 0..<size.1 {
            for x in 0..<size.0 where frame[origin.x + x, origin.y + y].alpha == 255 && image[x, y].alpha == 255 {
                guard image[x, y] == frame[origin.x + x, origin.y + y] else { return false }
            }
        }
        return true
    }

    @Test func renderInContextDrawsWhatTheWindowShows() throws {
        let (window, card) = cardOnScreen()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: card.bounds, format: format).image { context in
            card.layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 80, height: 60))
        let frame = try frameImage(of: window)
        #expect(matches(image, frame, at: (20, 40), size: (160, 120)))
        #expect(pixel(image, 0, 0).alpha == 0, "the rounded corner stays transparent")
        #expect(pixel(image, 120, 40) == pixel(frame, 140, 80), "the badge")
    }

    @Test func pendingChangesAreLaidOutAndDisplayedFirst() throws {
        let (window, card) = cardOnScreen()
        card.backgroundColor = .systemOrange
        let image = withExtendedLifetime(window) {
            UIGraphicsImageRenderer(size: card.bounds.size).image { context in
                card.layer.render(in: context.cgContext)
            }
        }
        #expect(pixel(image, 20, 10) == pixel(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
            UIColor.systemOrange.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }, 0, 0))
    }

    @Test func drawHierarchyScalesIntoTheRect() throws {
        let (window, card) = cardOnScreen()
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 30), afterScreenUpdates: true)
        }
        #expect(drew)
        let frame = try frameImage(of: window)
        #expect(pixel(image, 20, 5) == pixel(frame, 20 + 40 * 2, 40 + 10 * 2))
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: false), "no current context")
    }

    @Test func aSnapshotViewShowsTheSamePixels() throws {
        let (window, card) = cardOnScreen()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == card.bounds.size)
        card.removeFromSuperview()
        snapshot.frame.origin = CGPoint(x: 10, y: 20)
        window.addSubview(snapshot)
        let before = try frameImage(of: window)
        commit(window)
        let after = try frameImage(of: window)
        #expect(pixel(after, 140, 80) == pixel(before, 140, 80))
    }

    @Test func aViewOutsideAWindowMakesNoImage() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (_, messages) = Diagnostics.collect {
            _ = UIGraphicsImageRenderer(size: card.bounds.size).image { card.layer.render(in: $0.cgContext) }
        }
        #expect(messages == ["CALayer.render(in:): the layer is not in a window; nothing is drawn"])
        #expect(card.snapshotView(afterScreenUpdates: true) == nil)
    }
}
