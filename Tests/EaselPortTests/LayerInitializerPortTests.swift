import EaselPort
import Testing

/// `CALayer` subclasses that declare initializers of their own without overriding all
/// of their superclass's designated ones, as TransitionButton's spinner layer and
/// ScrollableGraphView's drawing layers do: they get the missing overrides, which only
/// forward to `super` (valid on iOS too), so that they inherit the initializer Easel
/// makes layers of a class with.
@Suite struct LayerInitializerPortTests {
    static let why = "Easel makes layers of a class (a view's `layerClass`, presentation copies) through an initializer "
        + "a subclass inherits only by overriding all of its superclass's designated initializers"

    @Test func aLayerWithItsOwnInitializerGainsInit() throws {
        let result = try PortFixture.port(["Arc.swift": """
            import UIKit

            class ArcLayer: CAShapeLayer {
                var color = UIColor.white
                weak var owner: UIView?

                init(frame: CGRect) {
                    super.init()
                    self.frame = frame
                }

                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override init(layer: Any) {
                    super.init(layer: layer)
                }

                func spin() {}
            }
            """])
        #expect(result.texts["Arc.swift"] == """
            import UIKit

            class ArcLayer: CAShapeLayer {
                var color = UIColor.white
                weak var owner: UIView?

                init(frame: CGRect) {
                    super.init()
                    self.frame = frame
                }

                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override init(layer: Any) {
                    super.init(layer: layer)
                }

                override init() {
                    super.init()
                }

                func spin() {}
            }
            """)
        #expect(result.changes == ["Arc.swift:3:7: `ArcLayer`: `override init()` added (valid on iOS too): \(Self.why)"])
    }

    @Test func aPublicLayerWithoutInitLayerGainsAPublicOne() throws {
        let result = try PortFixture.port(["Ring.swift": """
            open class RingLayer: CALayer {
              public override init() {
                super.init()
              }
              public required init?(coder: NSCoder) { fatalError() }
            }
            """])
        #expect(result.texts["Ring.swift"] == """
            open class RingLayer: CALayer {
              public override init() {
                super.init()
              }
              public required init?(coder: NSCoder) { fatalError() }

              public override init(layer: Any) {
                super.init(layer: layer)
              }
            }
            """)
        #expect(result.changes == ["Ring.swift:1:12: `RingLayer`: `override init(layer:)` added (valid on iOS too): \(Self.why)"])
    }

    /// A subclass of a layer class of the set overrides that class's own designated
    /// initializers too, with their default arguments.
    static let drawingLayers: KeyValuePairs<String, String> = [
        "DrawingLayer.swift": """
            import UIKit

            class DrawingLayer: CAShapeLayer {
                var viewportWidth: CGFloat = 0

                init(viewportWidth: CGFloat, _ offset: CGFloat = 0) {
                    super.init()
                    self.viewportWidth = viewportWidth
                }

                required init?(coder aDecoder: NSCoder) { fatalError() }
            }
            """,
        "BarLayer.swift": """
            import UIKit

            class BarLayer: DrawingLayer {
                private var barWidth: CGFloat = 4

                init(frame: CGRect) {
                    super.init(viewportWidth: frame.width)
                }

                required init?(coder aDecoder: NSCoder) { fatalError() }
            }
            """,
        "LineLayer.swift": """
            import UIKit

            class LineLayer: DrawingLayer {
                private var style: Int
                private let curviness: CGFloat
                var path2: UIBezierPath { UIBezierPath() }

                init(style: Int, curviness: CGFloat) {
                    self.style = style
                    self.curviness = curviness
                    super.init(viewportWidth: 0)
                }

                required init?(coder aDecoder: NSCoder) { fatalError() }
            }
            """,
    ]

    @Test func aSubclassOfALayerOfTheSetOverridesItsInitializersToo() throws {
        let result = try PortFixture.port(Self.drawingLayers)
        #expect(result.texts["DrawingLayer.swift"] == """
            import UIKit

            class DrawingLayer: CAShapeLayer {
                var viewportWidth: CGFloat = 0

                init(viewportWidth: CGFloat, _ offset: CGFloat = 0) {
                    super.init()
                    self.viewportWidth = viewportWidth
                }

                required init?(coder aDecoder: NSCoder) { fatalError() }

                override init() {
                    super.init()
                }

                override init(layer: Any) {
                    super.init(layer: layer)
                }
            }
            """)
        #expect(result.texts["BarLayer.swift"] == """
            import UIKit

            class BarLayer: DrawingLayer {
                private var barWidth: CGFloat = 4

                init(frame: CGRect) {
                    super.init(viewportWidth: frame.width)
                }

                required init?(coder aDecoder: NSCoder) { fatalError() }

                override init(viewportWidth: CGFloat, _ offset: CGFloat = 0) {
                    super.init(viewportWidth: viewportWidth, offset)
                }

                override init() {
                    super.init()
                }

                override init(layer: Any) {
                    super.init(layer: layer)
                }
            }
            """)
        #expect(result.changes == [
            "DrawingLayer.swift:3:7: `DrawingLayer`: `override init()` and `override init(layer:)` added (valid on iOS too): "
                + "\(Self.why)",
            "BarLayer.swift:3:7: `BarLayer`: `override init(viewportWidth:_:)`, `override init()` and `override init(layer:)` "
                + "added (valid on iOS too): \(Self.why)",
            "LineLayer.swift:3:7: warning: `LineLayer` needs `override init(viewportWidth:_:)`, `override init()` and "
                + "`override init(layer:)`: \(Self.why); add them, giving `style`, `curviness` a value there (they have no "
                + "initial value)",
        ])
    }

    @Test func anInitializerWithAVariadicParameterCannotBeForwarded() throws {
        let source = """
            class StripesLayer: CALayer {
                init(colors: UIColor...) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
                override init(layer: Any) { super.init(layer: layer) }
            }

            class ThinStripesLayer: StripesLayer {
                init(width: CGFloat) { super.init(colors: .red) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = try PortFixture.port(["Stripes.swift": source])
        #expect(result.changes == [
            "Stripes.swift:1:7: `StripesLayer`: `override init()` added (valid on iOS too): \(Self.why)",
            "Stripes.swift:7:7: warning: `ThinStripesLayer` needs an override of `init(colors:)`: \(Self.why); its variadic "
                + "parameter cannot be forwarded",
        ])
    }

    @Test func aPortedLayerPortsToItselfAndOtherClassesAreLeftAlone() throws {
        let once = try PortFixture.port(Self.drawingLayers)
        let twice = try PortFixture.port(["DrawingLayer.swift": once.texts["DrawingLayer.swift"]!,
                                          "BarLayer.swift": once.texts["BarLayer.swift"]!])
        #expect(twice.changes.isEmpty)
        let others = """
            import UIKit

            class Badge: UIView {
                init(title: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }

            class Plain: CALayer {
                var tint = UIColor.red
            }
            """
        #expect(try PortFixture.port(others) == others)
    }
}
