import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// A view's `layers`: each kind built as its Core Animation class, every key set on
/// it through the layer's own API, sublayers and masks in place, above the view's
/// subviews.
@Suite @MainActor struct LayerSceneTests {
    /// The root view of a scene, built as a run builds it.
    static func built(_ rootLines: String) throws -> (view: View, builder: SceneBuilder) {
        var builder = SceneBuilder()
        let view = builder.build(try loadScene(sceneWithRoot(rootLines)).tree.rootView)
        return (view, builder)
    }

    @Test func layersGoAboveTheSubviewsInOrderAndAreNamedByTheirIds() throws {
        let (view, builder) = try Self.built("""
        class: View
        subviews: [{class: View, id: child}]
        layers:
          - {kind: Layer, id: plain}
          - {kind: ShapeLayer}
          - {kind: GradientLayer}
          - {kind: TextLayer}
          - {kind: ReplicatorLayer, sublayers: [{kind: Layer, id: bar}]}
        """)
        let sublayers = try #require(view.layer.sublayers)
        #expect(sublayers.count == 6)
        #expect(sublayers[0] === builder.viewsByID["child"]?.layer)
        #expect(type(of: sublayers[1]) == Layer.self)
        #expect(sublayers[1].name == "plain")
        #expect(sublayers[2] is ShapeLayer)
        #expect(sublayers[3] is GradientLayer)
        #expect(sublayers[4] is TextLayer)
        #expect(sublayers[5] is ReplicatorLayer)
        #expect(sublayers[5].sublayers?.first === builder.layersByID["bar"])
        #expect(builder.layersByID["plain"] === sublayers[1])
    }

    @Test func everyLayerKeyIsSet() throws {
        let (view, _) = try Self.built("""
        class: View
        layers:
          - kind: Layer
            anchorPoint: [0, 0]
            bounds: [0, 0, 30, 20]
            position: [5, 6]
            zPosition: 2
            transform: [{scale: 2}, {rotate: 90deg}]
            opacity: 0.5
            hidden: true
            backgroundColor: red
            cornerRadius: 4
            maskedCorners: [layerMinXMinYCorner, layerMaxXMaxYCorner]
            cornerCurve: continuous
            borderWidth: 1.5
            borderColor: blue
            shadowColor: green
            shadowOpacity: 0.25
            shadowOffset: [1, -2]
            shadowRadius: 5
            masksToBounds: true
            contentsGravity: resizeAspect
            contentsScale: 3
            mask: {kind: Layer, frame: [0, 0, 10, 10]}
        """)
        let layer = try #require(view.layer.sublayers?.first)
        #expect(layer.anchorPoint == .zero)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.zPosition == 2)
        #expect(layer.transform == Transform3D(Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: .pi / 2))))
        #expect(layer.opacity == 0.5)
        #expect(layer.isHidden)
        #expect(layer.backgroundColor == .red)
        #expect(layer.cornerRadius == 4)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .continuous)
        #expect(layer.borderWidth == 1.5)
        #expect(layer.borderColor == .blue)
        #expect(layer.shadowColor == .green)
        #expect(layer.shadowOpacity == 0.25)
        #expect(layer.shadowOffset == CGSize(width: 1, height: -2))
        #expect(layer.shadowRadius == 5)
        #expect(layer.masksToBounds)
        #expect(layer.contentsGravity == .resizeAspect)
        #expect(layer.contentsScale == 3)
        #expect(layer.mask?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func layerTransformsTurnIn3DWithPerspectiveAndOneSidedLayers() throws {
        let (view, _) = try Self.built("""
        class: View
        layers:
          - kind: Layer
            sublayerTransform: {perspective: 500}
            sublayers:
              - {kind: Layer, transform: [{rotateY: 30deg}, {rotateX: -90deg}, {translate: [1, 2]}], doubleSided: false}
        """)
        let stage = try #require(view.layer.sublayers?.first)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        #expect(stage.sublayerTransform == perspective)
        let card = try #require(stage.sublayers?.first)
        #expect(card.transform == Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(rotationAngle: -.pi / 2, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(translationX: 1, y: 2, z: 0)))
        #expect(!card.isDoubleSided)
        #expect(stage.isDoubleSided)
    }

    @Test func frameIsAppliedAfterTheAnchorPointWhateverTheFileOrder() throws {
        let (view, _) = try Self.built("class: View\nlayers: [{kind: Layer, frame: [10, 10, 20, 40], anchorPoint: [0, 1]}]")
        let layer = try #require(view.layer.sublayers?.first)
        #expect(layer.position == CGPoint(x: 10, y: 50))
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 20, height: 40))
    }

    @Test func everyShapeLayerKeyIsSet() throws {
        let (view, _) = try Self.built("""
        class: View
        layers:
          - kind: ShapeLayer
            path:
              - {rect: [0, 0, 10, 10]}
              - {roundedRect: [20, 0, 10, 10], cornerRadius: 2}
              - {oval: [0, 20, 10, 10]}
              - {arc: [50, 50], radius: 10, startAngle: 0, endAngle: 90deg, clockwise: false}
              - {lines: [[0, 70], [30, 70], [30, 80]], closed: true}
            fillColor: yellow
            fillRule: evenOdd
            strokeColor: black
            lineWidth: 3
            lineCap: round
            lineJoin: bevel
            miterLimit: 4
            lineDashPattern: [4, 2]
            lineDashPhase: 1
            strokeStart: 0.1
            strokeEnd: 0.9
        """)
        let layer = try #require(view.layer.sublayers?.first as? ShapeLayer)
        #expect(layer.path?.bounds == CGRect(x: 0, y: 0, width: 60, height: 80))
        #expect(layer.fillColor == .yellow)
        #expect(layer.fillRule == .evenOdd)
        #expect(layer.strokeColor == .black)
        #expect(layer.lineWidth == 3)
        #expect(layer.lineCap == .round)
        #expect(layer.lineJoin == .bevel)
        #expect(layer.miterLimit == 4)
        #expect(layer.lineDashPattern == [4, 2])
        #expect(layer.lineDashPhase == 1)
        #expect(layer.strokeStart == 0.1)
        #expect(layer.strokeEnd == 0.9)
    }

    @Test func everyGradientTextAndReplicatorKeyIsSet() throws {
        let (view, _) = try Self.built("""
        class: View
        layers:
          - {kind: GradientLayer, colors: [red, blue], locations: [0.2, 0.8], startPoint: [0, 0], endPoint: [1, 0.5], type: conic}
          - {kind: TextLayer, string: Hi, fontSize: 12, foregroundColor: red, alignmentMode: center, truncationMode: end, isWrapped: true}
          - {kind: ReplicatorLayer, instanceCount: 3, instanceTransform: {translate: [10, 0]}, instanceAlphaOffset: -0.25,
             instanceColor: orange, instanceRedOffset: -0.5, instanceGreenOffset: 0.25, instanceBlueOffset: 1,
             instanceDelay: 0.1}
        """)
        let sublayers = try #require(view.layer.sublayers)
        let gradient = try #require(sublayers[0] as? GradientLayer)
        #expect(gradient.colors == [.red, .blue])
        #expect(gradient.locations == [0.2, 0.8])
        #expect(gradient.startPoint == .zero)
        #expect(gradient.endPoint == CGPoint(x: 1, y: 0.5))
        #expect(gradient.type == .conic)
        let text = try #require(sublayers[1] as? TextLayer)
        #expect(text.string == "Hi")
        #expect(text.fontSize == 12)
        #expect(text.foregroundColor == .red)
        #expect(text.alignmentMode == .center)
        #expect(text.truncationMode == .end)
        #expect(text.isWrapped)
        let replicator = try #require(sublayers[2] as? ReplicatorLayer)
        #expect(replicator.instanceCount == 3)
        #expect(replicator.instanceTransform == Transform3D(translationX: 10, y: 0, z: 0))
        #expect(replicator.instanceAlphaOffset == -0.25)
        #expect(replicator.instanceColor == .orange)
        #expect([replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset] == [-0.5, 0.25, 1])
        #expect(replicator.instanceDelay == 0.1)
    }

    @Test func contentsIsTheImageFile() throws {
        let scene = try Scene(text: "size: [10, 10]\nroot: {class: View, layers: [{kind: Layer, contents: images/badge@2x.png}]}\n",
                              format: .yaml, url: GalleryTests.scenes.appendingPathComponent("contents.yaml"))
        var builder = SceneBuilder()
        let view = builder.build(try scene.tree.rootView)
        let contents = try #require(view.layer.sublayers?.first?.contents as? Image)
        #expect(contents.scale == 2)
    }
}
