import Testing
import UIKit

/// `UIImage.animatedImage(with:duration:)` shown by an image view, and an image's
/// alignment insets in Auto Layout.
@MainActor
@Suite struct AnimatedImageTests {
    @Test func anAnimatedImageHasItsFramesAndTheFirstFramesSize() throws {
        let red = solidSquare(.red), green = solidSquare(.green, size: 20)
        let image = try #require(UIImage.animatedImage(with: [red, green], duration: 0.5))
        #expect(image.images?.count == 2)
        #expect(image.images?.last === green)
        #expect(image.duration == 0.5)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(red.images == nil && red.duration == 0)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test func anImageViewAnimatesAnAnimatedImageByItself() throws {
        let window = makeWindow(width: 10, height: 10)
        let image = UIImage.animatedImage(with: [solidSquare(.red), solidSquare(.green), solidSquare(.blue)], duration: 0.3)
        let view = UIImageView(image: image)
        #expect(!view.isAnimating)
        window.addSubview(view)
        #expect(view.isAnimating)
        commit(window)
        var seen: [Pixel] = []
        for _ in 0..<4 {
            window.eventLoop.run(for: 0.1)
            seen.append(pixel(try frameImage(of: window), 5, 5))
        }
        #expect(seen == [rgb(0, 255, 0), rgb(0, 0, 255), rgb(255, 0, 0), rgb(0, 255, 0)])
        view.stopAnimating()
        commit(window)
        #expect(!view.isAnimating)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(255, 0, 0))
        view.removeFromSuperview()
        view.image = solidSquare(.blue)
        window.addSubview(view)
        #expect(!view.isAnimating)
    }

    @Test func animationImagesTakePrecedenceOverAnAnimatedImage() throws {
        let window = makeWindow(width: 10, height: 10)
        let view = UIImageView(image: UIImage.animatedImage(with: [solidSquare(.red), solidSquare(.green)], duration: 10))
        view.animationImages = [solidSquare(.blue), solidSquare(.white)]
        view.animationDuration = 0.2
        window.addSubview(view)
        commit(window)
        window.eventLoop.run(for: 0.1)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(255, 255, 255))
    }

    @Test func anImagesAlignmentInsetsPlaceTheImageViewsFrame() throws {
        let window = makeWindow(width: 100, height: 100)
        let insets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        let image = solidSquare(.red, size: 20).withAlignmentRectInsets(insets)
        #expect(image.alignmentRectInsets == insets)
        #expect(image.size == CGSize(width: 20, height: 20))
        let view = UIImageView(image: image)
        #expect(view.alignmentRectInsets == insets)
        #expect(view.intrinsicContentSize == CGSize(width: 12, height: 14))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        commit(window)
        #expect(view.frame == CGRect(x: 7, y: 8, width: 20, height: 20))
        view.image = solidSquare(.red, size: 20)
        commit(window)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func aStretchableImageStretchesThePointAfterItsCaps() throws {
        let image = solidSquare(.red, size: 20).stretchableImage(withLeftCapWidth: 6, topCapHeight: 0)
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 13))
        #expect(image.resizingMode == .stretch)
        #expect(image.leftCapWidth == 6 && image.topCapHeight == 0)
        #expect(solidSquare(.red).leftCapWidth == 0)
    }
}
