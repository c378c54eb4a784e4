import Easel
import EaselGraphics
import Foundation
import Testing

/// `ProgressView` and `ActivityIndicatorView`: clamping, sizes, pixels and the spinner's
/// frames in virtual time.
@MainActor
@Suite struct IndicatorTests {
    @Test func progressIsClampedAndAnimatesOverAQuarterSecond() {
        let progress = ProgressView(progressViewStyle: .default)
        #expect(progress.frame.size.height == 4 && progress.intrinsicContentSize.height == 4)
        progress.progress = 1.5
        #expect(progress.progress == 1)
        progress.progress = -.infinity
        #expect(progress.progress == 0)
        progress.progress = .nan
        #expect(progress.progress == 0)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aProgressBarFillsFromTheLeadingEnd(scale: CGFloat) {
        let window = shownWindow(width: 120, height: 20, scale: scale)
        window.backgroundColor = .white
        let progress = ProgressView(frame: CGRect(x: 10, y: 8, width: 100, height: 4))
        progress.progress = 0.5
        window.addSubview(progress)
        window.eventLoop.runOnce()
        func at(_ x: CGFloat) -> Pixel { window.lastFrame!.image[Int(x * scale), Int(10 * scale)] }
        #expect(at(30) == Color.systemBlue.pixel)
        #expect(at(58.5) == Color.systemBlue.pixel, "the fill's round end is at 58…60")
        #expect(at(60.5) == Pixel(red: 228, green: 228, blue: 229))
        #expect(at(9.5) == Color.white.pixel)
    }

    @Test func anAnimatedProgressChangeGrowsTheFillFrameByFrame() {
        let window = shownWindow(width: 120, height: 20)
        window.backgroundColor = .white
        let progress = ProgressView(frame: CGRect(x: 10, y: 8, width: 100, height: 4))
        window.addSubview(progress)
        window.eventLoop.runOnce()
        progress.setProgress(1, animated: true)
        #expect(progress.progress == 1, "the model value is set at once")
        var filled: [Int] = []
        for _ in 0..<17 {
            window.eventLoop.run(for: 1.0 / 60)
            let image = window.lastFrame!.image
            filled.append((10..<110).filter { image[$0, 10] == Color.systemBlue.pixel }.count)
        }
        #expect(filled == filled.sorted() && filled.first! < 10 && filled.last! == 98)
    }

    @Test func aSpinnerIsHiddenUntilItStartsAndHidesWhenItStops() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        spinner.style = .medium
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func theDarkSpokeMovesOnePlaceEveryEighthOfASecond() {
        let window = shownWindow(width: 20, height: 20, scale: 2)
        window.backgroundColor = .white
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.color = .black
        spinner.accessibilityIdentifier = "spinner"
        window.addSubview(spinner)
        spinner.startAnimating()
        var frames: [Image] = []
        let draws = Trace.capture {
            // Half a step in, then a step at a time: each frame shows the next step.
            for run in 0..<9 {
                window.eventLoop.run(for: run == 0 ? 1.0 / 16 : 1.0 / 8)
                frames.append(window.lastFrame!.image)
            }
        }.filter { $0.event == "draw" }.count
        #expect(draws == 9)
        // The top spoke (12 o'clock) is darkest at step 0 and again a full turn later.
        func topSpoke(_ image: Image) -> UInt8 { image[20, 6].red }
        let tops = frames.map(topSpoke)
        // The top spoke: darkest at step 0, then 0.1 lighter a step (black over white).
        #expect(tops == [0, 25, 51, 76, 102, 127, 153, 179, 0])
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }
}
