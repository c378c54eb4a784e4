import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Standalone layers render above their view's content, masked by their `mask`, and a
/// `set` in a transaction without actions changes a layer by id at once, at its time.
@Suite @MainActor struct LayerRenderTests {
    @Test func layersDrawAboveTheViewMaskedAndChangedByEvents() throws {
        let scene = try loadScene("""
        size: [40, 20]
        root:
          class: View
          backgroundColor: white
          subviews: [{class: View, frame: [0, 0, 40, 20], backgroundColor: green}]
          layers:
            - kind: ShapeLayer
              id: bar
              frame: [0, 0, 20, 20]
              path: {rect: [0, 0, 20, 20]}
              fillColor: red
            - kind: Layer
              frame: [20, 0, 20, 20]
              backgroundColor: blue
              mask: {kind: ShapeLayer, frame: [0, 0, 20, 20], path: {rect: [0, 0, 10, 20]}}
        events:
          - {at: 0.5, transaction: [{set: bar, properties: {fillColor: yellow}}], disableActions: true}
        capture: [0, 0.5]
        """)
        let frames = try scene.render()
        #expect(frames.map { $0.image[5, 10] } == [Color.red.pixel, Color.yellow.pixel])
        #expect(frames.map { $0.image[25, 10] } == [Color.blue.pixel, Color.blue.pixel])
        // Outside the mask the view below shows.
        #expect(frames.map { $0.image[35, 10] } == [Color.green.pixel, Color.green.pixel])
    }

    @Test func aReplicatorShowsItsSublayersOncePerInstance() throws {
        let scene = try loadScene("""
        size: [40, 10]
        root:
          class: View
          backgroundColor: white
          layers:
            - kind: ReplicatorLayer
              frame: [0, 0, 40, 10]
              instanceCount: 3
              instanceTransform: {translate: [10, 0]}
              sublayers: [{kind: Layer, frame: [0, 0, 5, 10], backgroundColor: black}]
        """)
        let image = try #require(scene.render().last?.image)
        #expect([2, 12, 22, 32].map { image[$0, 5] } == [Color.black.pixel, Color.black.pixel, Color.black.pixel, Color.white.pixel])
        #expect(image[7, 5] == Color.white.pixel)
    }

    @Test func aGesturesActionSetsALayerAtOnceInATransactionWithoutActions() throws {
        let scene = try loadScene("""
        size: [20, 20]
        root:
          class: View
          backgroundColor: white
          gestures: [{recognizer: tap, ended: [{transaction: [{set: dot, properties: {backgroundColor: red}}], disableActions: true}]}]
          layers: [{kind: Layer, id: dot, frame: [0, 0, 10, 10], backgroundColor: blue}]
        events:
          - {at: 0.1, tap: [15, 15]}
        capture: [0, 0.2]
        """)
        #expect(try scene.render().map { $0.image[5, 5] } == [Color.blue.pixel, Color.red.pixel])
    }
}
