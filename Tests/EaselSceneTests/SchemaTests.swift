import Easel
import Foundation
import Testing
@testable import EaselScene

/// `docs/scene.schema.json` (for editors) says what the loader accepts: the same keys,
/// classes, commands, events, colors and devices.
@Suite struct SchemaTests {
    static var schema: [String: Any] {
        let url = repositoryRoot.appendingPathComponent("docs/scene.schema.json")
        let data = (try? Data(contentsOf: url)) ?? Data()
        return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
    }

    static func definition(_ name: String) -> [String: Any] {
        ((schema["$defs"] as? [String: Any])?[name] as? [String: Any]) ?? [:]
    }

    static func propertyNames(_ object: [String: Any]) -> Set<String> {
        Set(((object["properties"] as? [String: Any]) ?? [:]).keys)
    }

    @Test func topLevelKeys() {
        #expect(Self.propertyNames(Self.schema) == Set(SceneDecoder.topLevelKeys))
    }

    @Test func viewKeysPerClass() {
        let decoder = SceneDecoder(file: "", images: ImageResolver(folder: repositoryRoot, allowsOutsideFolder: false))
        for viewClass in ViewClass.allCases {
            let expected = Set(SceneDecoder.structuralViewKeys + decoder.propertyKeys(for: viewClass))
            #expect(Self.propertyNames(Self.definition("view" + viewClass.rawValue)) == expected, "\(viewClass)")
        }
        #expect(Self.propertyNames(Self.definition("viewProperties")) == Set(PropertySpec.all.map(\.key)))
    }

    @Test func layerKeysPerKind() {
        let decoder = SceneDecoder(file: "", images: ImageResolver(folder: repositoryRoot, allowsOutsideFolder: false))
        for kind in LayerNode.Kind.allCases {
            let expected = Set(SceneDecoder.structuralLayerKeys + decoder.layerPropertyKeys(for: kind))
            #expect(Self.propertyNames(Self.definition("layer" + kind.rawValue)) == expected, "\(kind)")
        }
        #expect(Self.propertyNames(Self.definition("layerProperties")) == Set(LayerPropertySpec.all.map(\.key)))
    }

    @Test func drawingCommands() {
        let variants = (Self.definition("drawCommand")["oneOf"] as? [[String: Any]]) ?? []
        let bare = Set((variants.first?["enum"] as? [String]) ?? [])
        let withArgument = variants.count > 1 ? Self.propertyNames(variants[1]) : []
        #expect(bare == Set(DrawCommandSpec.all.filter { $0.argument != .required }.map(\.name)))
        #expect(withArgument == Set(DrawCommandSpec.all.filter { $0.argument != .none }.map(\.name)))
    }

    @Test func eventActions() {
        let variants = (Self.definition("event")["oneOf"] as? [[String: Any]]) ?? []
        let expected = EventActionSpec.all.map { Set(["at", $0.key] + $0.parameters) }
        #expect(variants.map(Self.propertyNames) == expected)
    }

    @Test func controllerKeysPerClassAndPlace() {
        func variants(_ name: String) -> [Set<String>] {
            ((Self.definition(name)["oneOf"] as? [[String: Any]]) ?? [Self.definition(name)]).map(Self.propertyNames)
        }
        func keys(_ place: SceneDecoder.ControllerPlace) -> [Set<String>] {
            place.classes.map { Set(SceneDecoder.controllerKeys($0, place)) }
        }
        #expect(variants("controller") == keys(.top))
        #expect(variants("presentedController") == keys(.presented))
        #expect(variants("listedController") == keys(.list))
        #expect(variants("stackController") == keys(.stack))
        #expect(variants("tabController") == keys(.tab))
    }

    @Test func changesAndGestures() {
        let changes = (Self.definition("change")["oneOf"] as? [[String: Any]]) ?? []
        #expect(changes.map(Self.propertyNames) == EventActionSpec.all.filter(\.isChange).map { Set([$0.key] + $0.parameters) })
        let recognizers = (Self.definition("gesture")["oneOf"] as? [[String: Any]]) ?? []
        #expect(recognizers.map { ((($0["properties"] as? [String: Any])?["recognizer"] as? [String: Any])?["const"] as? String) ?? "" }
                == SceneDecoder.recognizerNames)
        #expect(recognizers.reduce(into: Set<String>()) { $0.formUnion(Self.propertyNames($1)) } == Set(SceneDecoder.gestureKeys))
    }

    @Test func colorsAndDevices() {
        let colorNames = ((Self.definition("color")["oneOf"] as? [[String: Any]])?.last?["enum"] as? [String]) ?? []
        #expect(colorNames == ColorNames.table.map(\.0))
        let device = ((Self.schema["properties"] as? [String: Any])?["device"] as? [String: Any])?["enum"] as? [String]
        #expect(device == Device.all.map(\.name))
    }
}
