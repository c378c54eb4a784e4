import Foundation
import Testing
@testable import EaselScene

/// Bad layers are problems at the key at fault, each with its exact message, read as
/// the rest of the format reads values.
@Suite struct LayerProblemTests {
    @Test func everyBadLayerValueIsReportedAtItsKey() {
        let scene = sceneWithRoot("class: View\nlayers:\n  - {kind: ShapeLayer, strokeEnd: 1.5}\n  - {kind: ShapLayer}\n  - {kind: GradientLayer, strokeColor: red}\n  - {kind: Layer, opacty: 1}\n  - {kind: Layer, opacity: .nan}\n  - {kind: GradientLayer, colors: [red, blue], locations: [0.5]}\n  - {kind: GradientLayer, locations: [0.5, 0.2]}\n  - {kind: ReplicatorLayer, instanceCount: 10001}\n  - {kind: ShapeLayer, lineDashPattern: [0, 0]}\n  - {kind: ShapeLayer, path: {lines: [[0, 0]]}}\n  - {kind: ShapeLayer, path: {arc: [0, 0], radius: 5, startAngle: 0}}\n  - {kind: ShapeLayer, path: {ovl: [0, 0, 1, 1]}}\n  - {id: x}\n  - {kind: Layer, maskedCorners: [topLeft]}\n  - {kind: TextLayer, fontSize: 0}\n  - {kind: Layer, sublayers: [{kind: Layer, id: x}]}")
        #expect(problems(scene) == [
            "scene.yaml:5:37: root.layers[0].strokeEnd: expected a number from 0 to 1, found 1.5",
            "scene.yaml:6:14: root.layers[1].kind: unknown layer kind \"ShapLayer\"; did you mean \"ShapeLayer\"?",
            "scene.yaml:7:29: root.layers[2].strokeColor: a GradientLayer has no key \"strokeColor\" (it is a key of ShapeLayer)",
            "scene.yaml:8:21: root.layers[3].opacty: unknown key; did you mean \"opacity\"?",
            "scene.yaml:9:30: root.layers[4].opacity: expected a number from 0 to 1, found \".nan\", which is not a number",
            "scene.yaml:10:61: root.layers[5].locations: expected 2 locations, one per color, found a list of 1 item",
            "scene.yaml:11:46: root.layers[6].locations[1]: expected a location of at least 0.5 (ascending), found 0.2",
            "scene.yaml:12:46: root.layers[7].instanceCount: expected a whole number from 0 to 10000, found 10001",
            "scene.yaml:13:43: root.layers[8].lineDashPattern: expected a list of dash lengths, at least one above 0, found a list of 2 items",
            "scene.yaml:14:40: root.layers[9].path.lines: expected a list of at least two points, found a list of 1 item",
            "scene.yaml:15:32: root.layers[10].path: missing required key \"endAngle\"",
            "scene.yaml:16:32: root.layers[11].path: missing required key \"rect\", \"roundedRect\", \"oval\", \"arc\" or \"lines\"",
            "scene.yaml:16:33: root.layers[11].path.ovl: unknown key; did you mean \"oval\"?",
            "scene.yaml:17:7: root.layers[12]: missing required key \"kind\"",
            "scene.yaml:18:37: root.layers[13].maskedCorners[0]: unknown corner \"topLeft\" (known: layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner)",
            "scene.yaml:19:35: root.layers[14].fontSize: expected a font size from 0 to 10000, found 0",
            "scene.yaml:20:51: root.layers[15].sublayers[0].id: the id \"x\" is already used by root.layers[12]",
        ])
    }

    /// A view's transform is affine: the 3D operations are a layer's only.
    @Test func badLayerTransformsAreReportedAtTheirOperation() {
        let scene = sceneWithRoot("class: View\nlayers:\n  - {kind: Layer, sublayerTransform: {perspective: 0}}\n  - {kind: Layer, transform: [{rotateY: 30deg}, {rotateZ: 1}]}\n  - {kind: Layer, doubleSided: maybe}\nsubviews: [{class: View, transform: {rotateY: 1}}]")
        #expect(problems(scene) == [
            "scene.yaml:5:54: root.layers[0].sublayerTransform.perspective: expected a positive number, found 0",
            "scene.yaml:6:52: root.layers[1].transform[1].rotateZ: unknown transform operation \"rotateZ\"; did you mean \"rotate\"?",
            "scene.yaml:7:34: root.layers[2].doubleSided: expected true or false, found \"maybe\"",
            "scene.yaml:8:40: root.subviews[0].transform.rotateY: unknown transform operation \"rotateY\"; did you mean \"rotate\"?",
        ])
    }

    @Test func aReplicatorsColorOffsetsAndDelayAreInRange() {
        let scene = sceneWithRoot("class: View\nlayers:\n  - {kind: ReplicatorLayer, instanceBlueOffset: 2, instanceDelay: -1}")
        #expect(problems(scene) == [
            "scene.yaml:5:51: root.layers[0].instanceBlueOffset: expected a number from -1 to 1, found 2",
            "scene.yaml:5:69: root.layers[0].instanceDelay: expected a number of seconds from 0 to 600, found -1",
        ])
    }

    @Test func aSetOfALayerTakesTheKeysOfItsKindAndIsRefusedInsideAnimate() {
        let scene = sceneWithRoot("class: View\nlayers: [{kind: ShapeLayer, id: ring}]", extra: "events:\n  - {at: 0.1, set: ring, properties: {strokeEnd: 2}}\n  - {at: 0.2, set: ring, properties: {colors: [red]}}\n  - {at: 0.3, animate: [{set: ring, properties: {strokeEnd: 0.5}}], duration: 1}\n")
        #expect(problems(scene) == [
            "scene.yaml:6:50: events[0].properties.strokeEnd: expected a number from 0 to 1, found 2",
            "scene.yaml:7:39: events[1].properties.colors: a ShapeLayer has no key \"colors\" (it is a key of GradientLayer)",
            "scene.yaml:8:25: events[2].animate[0]: the layer \"ring\" cannot change inside animate: a view animation block does not animate standalone layers; animate it with an animate event on its id",
        ])
    }

    @Test func anIdNamesOneViewOrOneLayer() {
        let scene = sceneWithRoot("class: View\nid: a\nlayers: [{kind: Layer, id: a}, {kind: Layer, id: b}]\nsubviews: [{class: View, id: b}]")
        #expect(problems(scene) == [
            "scene.yaml:5:30: root.layers[0].id: the id \"a\" is already used by root",
            "scene.yaml:6:32: root.subviews[0].id: the id \"b\" is already used by root.layers[1]",
        ])
    }

    @Test func aSetNamingNoViewOrLayerSuggestsTheNearestOfBoth() {
        let scene = sceneWithRoot("class: View\nid: root\nlayers: [{kind: ShapeLayer, id: ring}]", extra: "events:\n  - {at: 0.1, set: rign, properties: {strokeEnd: 0.5}}\n")
        #expect(problems(scene) == [
            "scene.yaml:7:20: events[0].set: no view or layer has the id \"rign\"; did you mean \"ring\"?",
        ])
    }
}
