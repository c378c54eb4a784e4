import EaselPort
import Testing

/// `@NSManaged var` stays for iOS; Linux gets a property kept by key (the fixture
/// RingLayer.swift shows the whole rewrite compiled and run).
@Suite struct ManagedPropertyPortTests {
    @Test func eachTypeReadsBackAsCoreAnimationGivesAnUnsetValue() throws {
        let ported = try PortFixture.port("""
            class GaugeLayer: CALayer {
                @NSManaged private var isLit: Bool
                @NSManaged var label: String
            }
            """)
        #expect(ported == """
            class GaugeLayer: CALayer {
                #if canImport(ObjectiveC)
                @NSManaged private var isLit: Bool
                #else
                private var isLit: Bool {
                    get { value(forKey: "isLit") as? Bool ?? false }
                    set { setValue(newValue, forKey: "isLit") }
                }
                #endif
                #if canImport(ObjectiveC)
                @NSManaged var label: String
                #else
                var label: String {
                    get { value(forKey: "label") as! String }
                    set { setValue(newValue, forKey: "label") }
                }
                #endif
            }
            """)
    }

    @Test func twoPropertiesInOneDeclarationAreLeftToTheUser() throws {
        let (texts, changes) = try PortFixture.port(["Layer.swift": """
            class GaugeLayer: CALayer {
                @NSManaged var low, high: CGFloat
            }
            """])
        #expect(texts["Layer.swift"]?.contains("#if") == false)
        #expect(changes == ["Layer.swift:2:5: warning: `@NSManaged` has no storage on Linux: declare one `var` with a type"])
    }
}
