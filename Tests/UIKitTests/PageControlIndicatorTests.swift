import Testing
import UIKit

/// `UIPageControl`'s direction, indicator images and the settings iOS 14–16 added.
@MainActor
@Suite struct PageControlIndicatorTests {
    private let red = rgb(255, 0, 0), blue = rgb(0, 0, 255)

    /// Three pages, the first current, in red (current) and blue, shown in a window of
    /// the control's size.
    private func shown(_ configure: (UIPageControl) -> Void) throws -> UIImage {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        configure(control)
        let size = control.size(forNumberOfPages: 3)
        let window = makeWindow(width: size.width, height: size.height)
        control.frame = CGRect(origin: .zero, size: size)
        window.addSubview(control)
        commit(window)
        return try frameImage(of: window)
    }

    private func bar(width: CGFloat, height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test func theDefaultsAreUIKits() {
        let control = UIPageControl()
        #expect(control.backgroundStyle == .automatic)
        #expect(control.direction == .natural)
        #expect(control.allowsContinuousInteraction)
        #expect(!control.hidesForSinglePage)
        #expect(control.preferredIndicatorImage == nil)
        #expect(control.preferredCurrentPageIndicatorImage == nil)
        #expect(control.indicatorImage(forPage: 0) == nil)
    }

    @Test func rightToLeftPutsTheFirstPageAtTheRight() throws {
        // 72 × 28: dots centred at x 20, 36 and 52.
        let leftToRight = try shown { _ in }
        #expect(pixel(leftToRight, 20, 14) == red)
        #expect(pixel(leftToRight, 52, 14) == blue)
        let rightToLeft = try shown { $0.direction = .rightToLeft }
        #expect(pixel(rightToLeft, 52, 14) == red)
        #expect(pixel(rightToLeft, 20, 14) == blue)
    }

    @Test func aVerticalDirectionStacksTheDots() throws {
        let control = UIPageControl()
        control.direction = .topToBottom
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 28, height: 72))
        let topToBottom = try shown { $0.direction = .topToBottom }
        #expect(pixel(topToBottom, 14, 20) == red)
        #expect(pixel(topToBottom, 14, 52) == blue)
        let bottomToTop = try shown { $0.direction = .bottomToTop }
        #expect(pixel(bottomToTop, 14, 52) == red)
        #expect(pixel(bottomToTop, 14, 20) == blue)
    }

    @Test func indicatorImagesReplaceTheDotsInTheDotsColours() throws {
        let wide = bar(width: 12, height: 2), tall = bar(width: 2, height: 12)
        let image = try shown {
            $0.preferredIndicatorImage = wide
            $0.preferredCurrentPageIndicatorImage = tall
        }
        // The current page: a 2 × 12 red bar centred at (20, 14), no dot.
        #expect(pixel(image, 20, 9) == red)
        #expect(pixel(image, 17, 14) == .white)
        // The others: 12 × 2 blue bars centred at (36, 14) and (52, 14).
        #expect(pixel(image, 31, 14) == blue)
        #expect(pixel(image, 36, 11) == .white)
        #expect(pixel(image, 57, 13) == blue)
    }

    @Test func aPagesOwnImageWinsOverThePreferredOne() throws {
        let control = UIPageControl()
        let wide = bar(width: 12, height: 2), tall = bar(width: 2, height: 12)
        control.preferredIndicatorImage = wide
        control.setIndicatorImage(tall, forPage: 2)
        #expect(control.indicatorImage(forPage: 1) === wide)
        #expect(control.indicatorImage(forPage: 2) === tall)
        #expect(control.currentPageIndicatorImage(forPage: 2) === tall)
        control.setIndicatorImage(nil, forPage: 2)
        #expect(control.indicatorImage(forPage: 2) === wide)
        let image = try shown { $0.setIndicatorImage(tall, forPage: 2) }
        #expect(pixel(image, 52, 9) == blue)
        #expect(pixel(image, 20, 14) == red)
    }

    @Test func aTapOnTheRightHalfOfARightToLeftControlGoesBack() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 1
        control.direction = .rightToLeft
        let window = makeWindow(width: 72, height: 28)
        control.frame = CGRect(x: 0, y: 0, width: 72, height: 28)
        window.addSubview(control)
        commit(window)
        window.scheduleTap(at: CGPoint(x: 60, y: 14), time: window.eventLoop.now + 0.1)
        window.eventLoop.run(for: 1)
        #expect(control.currentPage == 0)
        window.scheduleTap(at: CGPoint(x: 10, y: 14), time: window.eventLoop.now + 0.1)
        window.scheduleTap(at: CGPoint(x: 10, y: 14), time: window.eventLoop.now + 0.5)
        window.eventLoop.run(for: 1)
        #expect(control.currentPage == 2)
    }
}
