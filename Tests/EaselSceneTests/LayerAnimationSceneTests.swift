import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// `animate` events on layers and `transaction` events: what they render, and their
/// bad input, each problem at its key.
@MainActor
@Suite struct LayerAnimationSceneTests {
    private let ring = """
    size: [20, 20]
    root:
      class: View
      backgroundColor: white
      layers: [{kind: Layer, id: dot, frame: [0, 0, 10, 10], backgroundColor: blue}]
    """

    @Test func aLayerAnimationShowsItsValuesAtTheCaptureTimes() throws {
        let scene = try loadScene(ring + """

        events:
          - {at: 0.5, animate: dot, keyPath: backgroundColor, from: red, to: black, duration: 1, timing: linear}
          - {at: 0.5, animate: dot, keyPath: position, values: [[5, 5], [15, 15], [5, 5]], keyTimes: [0, 0.5, 1], duration: 0.5, delay: 1}
        capture: [0, 1, 1.75, 2]
        """)
        let frames = try scene.render()
        #expect(frames[0].image[5, 5] == Color.blue.pixel)
        // Halfway from red to black.
        #expect(frames[1].image[5, 5] == Color(red: 0.5, green: 0, blue: 0).pixel)
        // The keyframes moved the dot to (15, 15) at 1.75 s; the color animation is over.
        #expect(frames[2].image[15, 15] == Color.blue.pixel && frames[2].image[5, 5] == Color.white.pixel)
        #expect(frames[3].image[5, 5] == Color.blue.pixel)
        #expect(scene.tree.duration == 2, "the timeline runs to the end of the last animation")
    }

    @Test func aSetAnimatesImplicitlyUnlessATransactionDisablesActions() throws {
        let scene = try loadScene(ring + """

        events:
          - {at: 0.5, set: dot, properties: {backgroundColor: black}}
          - {at: 1, transaction: [{set: dot, properties: {backgroundColor: red}}], disableActions: true}
        capture: [0.5, 0.75, 1]
        """)
        let frames = try scene.render()
        #expect(frames.map { $0.image[5, 5] } == [Color.blue.pixel, Color.black.pixel, Color.red.pixel])
    }

    @Test func aTransformFunctionAnimatesItsPartOfTheTransform() throws {
        let scene = try loadScene("""
        size: [20, 20]
        root:
          class: View
          backgroundColor: white
          layers: [{kind: Layer, id: bar, frame: [0, 5, 20, 10], backgroundColor: blue}]
        events:
          - {at: 0, animate: bar, keyPath: transform.rotation.z, from: 0deg, to: 180deg, duration: 1}
        capture: [0.5]
        """)
        let frame = try scene.render()[0].image
        // A quarter turn halfway: the bar stands upright through the center.
        #expect(frame[10, 2] == Color.blue.pixel && frame[2, 10] == Color.white.pixel)
    }

    @Test func badTransformFunctionAnimationsAreReportedAtTheirKeys() {
        let scene = sceneWithRoot("class: View\nlayers: [{kind: Layer, id: card}]", extra: """
        events:
          - {at: 0.1, animate: card, keyPath: transform.rotation.w, to: 1}
          - {at: 0.2, animate: card, keyPath: transform.rotation.y, to: 1furlong}

        """)
        #expect(problems(scene) == [
            "scene.yaml:6:39: events[0].keyPath: unknown animatable key path of Layer \"transform.rotation.w\"",
            "scene.yaml:7:65: events[1].to: expected an angle (radians, or degrees such as 45deg), found \"1furlong\"",
        ])
    }

    @Test func badLayerAnimationsAreReportedAtTheirKeys() {
        let scene = sceneWithRoot("class: View\nlayers: [{kind: ShapeLayer, id: ring}, {kind: GradientLayer, id: card}]", extra: """
        events:
          - {at: 0.1, animate: ring, keyPath: colors, from: [red]}
          - {at: 0.2, animate: ring, keyPath: strokeEnd, from: 2, curve: linear}
          - {at: 0.3, animate: card, keyPath: locations, values: [[0, 1]], keyTimes: [0, 1]}
          - {at: 0.4, animate: ring, keyPath: lineCap, to: round}
          - {at: 0.5, animate: ring, keyPath: strokeEnd, values: [0, 1], from: 0}
          - {at: 0.6, animate: ring, keyPath: strokeEnd, to: 1, fillMode: forward, spring: {stiffnes: 1}}
          - {at: 0.7, animate: [{set: ring, properties: {strokeEnd: 0.5}}], keyPath: strokeEnd, duration: 1}
          - {at: 0.8, transaction: [{set: ring, properties: {strokeEnd: 0.5}}], disableActions: maybe}

        """)
        #expect(problems(scene) == [
            "scene.yaml:6:39: events[0].keyPath: unknown animatable key path of ShapeLayer \"colors\"",
            "scene.yaml:7:56: events[1].from: expected a number from 0 to 1, found 2",
            "scene.yaml:7:59: events[1].curve: unknown key; did you mean \"timing\"?",
            "scene.yaml:8:78: events[2].keyTimes: expected one rising time from 0 to 1 per value (1), found a list of 2 items",
            "scene.yaml:9:39: events[3].keyPath: unknown animatable key path of ShapeLayer \"lineCap\"",
            "scene.yaml:10:66: events[4].from: \"values\" and \"from\" cannot be given together",
            "scene.yaml:11:67: events[5].fillMode: unknown fill mode \"forward\"; did you mean \"forwards\"?",
            "scene.yaml:11:85: events[5].spring.stiffnes: unknown key; did you mean \"stiffness\"?",
            "scene.yaml:12:69: events[6].keyPath: unknown key",
            "scene.yaml:13:89: events[7].disableActions: expected true or false, found \"maybe\"",
        ])
    }
}
