import Foundation
import Testing
import UIKit

/// View transitions as iOS code writes them: a card that cross-dissolves to a new
/// colour, flips, curls, or is replaced by another view. Pixels are read from the
/// window's frames; flips and curls are drawn flat.
@MainActor
@Suite struct ViewTransitionTests {
    /// A 40 × 40 red card at (0, 0) in a white 100-point window.
    private func squareOnScreen() -> (UIWindow, UIView) {
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        window.addSubview(card)
        commit(window)
        return (window, card)
    }

    private let linear: UIView.AnimationOptions = .curveLinear

    @Test func aCrossDissolveFadesTheOldContentIntoTheNewAndLeavesNothingBehind() throws {
        let (window, card) = squareOnScreen()
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, linear], animations: {
            card.backgroundColor = .blue
        }, completion: { finished.append($0) })
        #expect(card.backgroundColor == .blue && card.layer.animationKeys() == nil, "the change itself does not animate")
        window.eventLoop.run(for: 0.5)
        let halfway = pixel(try frameImage(of: window), 20, 20)
        #expect(halfway == rgb(128, 0, 127), "half the red over the blue (127.5 rounds each way by cairo's arithmetic)")
        #expect(pixel(try frameImage(of: window), 60, 60) == .white)
        window.eventLoop.run(for: 0.6)
        #expect(finished == [true])
        #expect(card.layer.sublayers?.contains { $0.name == "transition" } != true, "the old content is gone")
        #expect(pixel(try frameImage(of: window), 20, 20) == rgb(0, 0, 255))
    }

    @Test func aFlipNarrowsTheOldContentToItsCentreLineThenWidensTheNew() throws {
        let (window, card) = squareOnScreen()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, linear], animations: {
            card.backgroundColor = .blue
        })
        window.eventLoop.run(for: 0.25)
        var frame = try frameImage(of: window)
        #expect([pixel(frame, 5, 20), pixel(frame, 15, 20), pixel(frame, 24, 20), pixel(frame, 35, 20)]
            == [.white, rgb(255, 0, 0), rgb(255, 0, 0), .white], "half as wide, about the centre, showing the old")
        window.eventLoop.run(for: 0.5)
        frame = try frameImage(of: window)
        #expect([pixel(frame, 5, 20), pixel(frame, 15, 20), pixel(frame, 24, 20), pixel(frame, 35, 20)]
            == [.white, rgb(0, 0, 255), rgb(0, 0, 255), .white], "half as wide again, showing the new")
        window.eventLoop.run(for: 0.3)
        #expect(pixel(try frameImage(of: window), 2, 20) == rgb(0, 0, 255))
        #expect(card.layer.transform == CATransform3DIdentity)
    }

    /// The pixels down the middle of the square (y 5, 19, 20, 35) half way through a
    /// linear curl from red to blue.
    private func halfWayThrough(_ curl: UIView.AnimationOptions) throws -> [Pixel] {
        let (window, square) = squareOnScreen()
        UIView.transition(with: square, duration: 1, options: [curl, linear], animations: {
            square.backgroundColor = .blue
        })
        window.eventLoop.run(for: 0.5)
        let frame = try frameImage(of: window)
        return [5, 19, 20, 35].map { pixel(frame, 20, $0) }
    }

    @Test func aCurlUpLiftsTheOldContentFromItsBottomEdge() throws {
        #expect(try halfWayThrough(.transitionCurlUp) == [rgb(255, 0, 0), rgb(255, 0, 0), rgb(0, 0, 255), rgb(0, 0, 255)])
    }

    @Test func aCurlDownUncoversTheNewContentFromTheTopEdge() throws {
        #expect(try halfWayThrough(.transitionCurlDown) == [rgb(0, 0, 255), rgb(0, 0, 255), rgb(255, 0, 0), rgb(255, 0, 0)])
    }

    @Test func transitionFromToPutsTheNewViewInTheOldOnesPlace() throws {
        let (window, card) = squareOnScreen()
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        front.backgroundColor = .green
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        back.backgroundColor = .blue
        let badge = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        card.addSubview(front)
        card.addSubview(badge)
        commit(window)
        var finished: [Bool] = []
        UIView.transition(from: front, to: back, duration: 1, options: [.transitionCrossDissolve, linear]) {
            finished.append($0)
        }
        #expect(card.subviews.map(ObjectIdentifier.init) == [back, badge].map(ObjectIdentifier.init) && front.superview == nil)
        window.eventLoop.run(for: 0.5)
        let halfway = pixel(try frameImage(of: window), 20, 10)
        #expect(halfway == rgb(0, 128, 127), "half the green over the blue")
        window.eventLoop.run(for: 0.6)
        #expect(finished == [true])
        #expect(pixel(try frameImage(of: window), 20, 10) == rgb(0, 0, 255))
    }

    @Test func showHideTransitionViewsKeepsBothViewsAndHidesTheOldOne() {
        let (window, card) = squareOnScreen()
        let front = UIView(frame: card.bounds)
        let back = UIView(frame: card.bounds)
        back.isHidden = true
        card.addSubview(front)
        card.addSubview(back)
        commit(window)
        UIView.transition(from: front, to: back, duration: 1, options: [.transitionFlipFromRight, .showHideTransitionViews])
        #expect(card.subviews.map(ObjectIdentifier.init) == [front, back].map(ObjectIdentifier.init))
        #expect(front.isHidden && !back.isHidden)
    }

    @Test func withoutATransitionOptionTheChangeShowsAtOnceAndTheCompletionRunsAtTheNextTurn() throws {
        let (window, card) = squareOnScreen()
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [], animations: { card.backgroundColor = .blue },
                          completion: { finished.append($0) })
        #expect(finished.isEmpty)
        window.eventLoop.runOnce()
        #expect(finished == [true] && card.layer.sublayers?.isEmpty != false)
        #expect(pixel(try frameImage(of: window), 20, 20) == rgb(0, 0, 255))
    }
}
