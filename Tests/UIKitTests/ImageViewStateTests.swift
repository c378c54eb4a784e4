import Testing
import UIKit

/// UIImageView's highlighted image, preferred symbol configuration and image animation.
@MainActor
@Suite struct ImageViewStateTests {
    @Test func aHighlightedImageViewShowsItsHighlightedImage() throws {
        let window = makeWindow(width: 10, height: 10)
        let view = UIImageView(image: solidSquare(.red))
        view.highlightedImage = solidSquare(.blue, size: 20)
        window.addSubview(view)
        commit(window)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(255, 0, 0))
        view.isHighlighted = true
        commit(window)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(0, 0, 255))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.isHighlighted = false
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
    }

    @Test func anImageViewMadeWithAHighlightedImageShowsItWhileHighlighted() throws {
        let window = makeWindow(width: 10, height: 10)
        let blue = solidSquare(.blue)
        let view = UIImageView(image: solidSquare(.red), highlightedImage: blue)
        #expect(view.highlightedImage === blue && !view.isHighlighted)
        #expect(view.frame.size == CGSize(width: 10, height: 10))
        window.addSubview(view)
        commit(window)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(255, 0, 0))
        view.isHighlighted = true
        commit(window)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(0, 0, 255))
    }

    @Test func thePreferredSymbolConfigurationSizesASymbol() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        let view = UIImageView(image: image)
        let natural = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == image.applyingSymbolConfiguration(.init(pointSize: 40))!.size)
        #expect(view.intrinsicContentSize.width > natural.width * 1.5)
        let photo = UIImageView(image: solidSquare(.red))
        photo.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(photo.intrinsicContentSize == CGSize(width: 10, height: 10))
    }

    @Test func animationImagesCycleInVirtualTimeAndStopAfterTheirRepeats() throws {
        let window = makeWindow(width: 10, height: 10)
        let view = UIImageView(image: solidSquare(.white))
        view.animationImages = [solidSquare(.red), solidSquare(.green), solidSquare(.blue)]
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        window.addSubview(view)
        commit(window)
        view.startAnimating()
        #expect(view.isAnimating)
        var seen: [Pixel] = []
        for _ in 0..<7 {
            window.eventLoop.run(for: 0.1)
            seen.append(pixel(try frameImage(of: window), 5, 5))
        }
        #expect(seen == [rgb(0, 255, 0), rgb(0, 0, 255), rgb(255, 0, 0), rgb(0, 255, 0), rgb(0, 0, 255),
                         rgb(255, 255, 255), rgb(255, 255, 255)])
        #expect(!view.isAnimating)
    }
}
