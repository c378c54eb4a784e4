@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The compositor's invariant: a frame made by recompositing only the damaged pixels
/// is pixel-identical to a full redraw of the same tree, through any sequence of edits.
@MainActor
@Suite struct PartialRecompositingTests {
    @Test(arguments: 1...40)
    func everyPartialFrameEqualsAFullRedraw(seed: UInt64) throws {
        try checkPartialFramesEqualFullRedraws(seed: seed, editingLayers: false)
    }

    /// The same, with standalone plain, shape, gradient and replicator layers added,
    /// removed, reordered, moved, turned in perspective, recoloured, restyled and masked
    /// among the views' layers.
    @Test(arguments: 1...40)
    func everyPartialFrameEqualsAFullRedrawWithStandaloneLayers(seed: UInt64) throws {
        try checkPartialFramesEqualFullRedraws(seed: seed, editingLayers: true)
    }

    /// The same, with dynamic colors on views, drawings and layers, and the appearance,
    /// contrast and level overridden and restored on random views in between.
    @Test(arguments: 1...40)
    func everyPartialFrameEqualsAFullRedrawAcrossTraitChanges(seed: UInt64) throws {
        try checkPartialFramesEqualFullRedraws(seed: seed, editingLayers: true, changingTraits: true)
    }

    /// The same, with labels, text layers and images that follow the layout direction,
    /// and the direction, pseudolanguage and semantic content attributes changed on
    /// random views.
    @Test(arguments: 1...20)
    func everyPartialFrameEqualsAFullRedrawAcrossLayoutDirectionChanges(seed: UInt64) throws {
        try checkPartialFramesEqualFullRedraws(seed: seed, editingLayers: false, changingDirection: true)
    }

    private func checkPartialFramesEqualFullRedraws(seed: UInt64, editingLayers: Bool, changingTraits: Bool = false,
                                                    changingDirection: Bool = false) throws {
        var random = SplitMix64(seed: seed)
        let window = shownWindow(width: 64, height: 48, scale: 2)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-partial-\(seed)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let sink = PNGFrameSink(.latestFrame(file))
        window.frameSink = sink
        var views: [View] = []
        var layers = RandomLayers()
        Self.usesDynamicColors = changingTraits
        Self.usesDirectionalContent = changingDirection
        defer { (Self.usesDynamicColors, Self.usesDirectionalContent) = (false, false) }
        for _ in 0..<14 { insertRandomView(into: window, views: &views, random: &random) }
        if editingLayers { for _ in 0..<10 { layers.insert(into: window, views: views, random: &random) } }
        window.eventLoop.runOnce()
        for step in 0..<40 {
            let before = window.lastFrame?.index
            for _ in 0...random.next(below: 3) {
                if changingDirection, random.next(below: 3) == 0 {
                    Self.changeRandomDirection(of: [window] + views, random: &random)
                } else if changingTraits, random.next(below: 4) == 0 {
                    Self.changeRandomTraits(of: [window] + views, random: &random)
                } else if editingLayers, random.next(below: 2) == 0 {
                    layers.applyRandomEdit(window: window, views: views, random: &random)
                } else {
                    applyRandomEdit(window: window, views: &views, random: &random)
                }
            }
            // Standalone layers animate (implicitly, and explicitly): time moves on by a few frames.
            if editingLayers, random.next(below: 3) == 0 {
                window.eventLoop.run(for: Double(1 + random.next(below: 8)) / 60)
            } else {
                window.eventLoop.runOnce()
            }
            guard let frame = window.lastFrame, frame.index != before else { continue }
            let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
            Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
            #expect(frame.image.bitmap == full, "seed \(seed), step \(step), damage \(frame.damage), \(Self.firstDifference(frame.image.bitmap, full))")
            // The band-encoded PNG of the frame decodes to exactly its pixels.
            let decoded = try Image(contentsOfFile: file.path)
            #expect(decoded.rgbaBytes == frame.image.rgbaBytes, "seed \(seed), step \(step): PNG differs")
            if frame.image.bitmap != full || decoded.rgbaBytes != frame.image.rgbaBytes { return }
        }
    }

    private static func firstDifference(_ a: Bitmap, _ b: Bitmap) -> String {
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { return "first difference at (\(x), \(y)): \(a[x, y]) vs \(b[x, y])" }
        }
        return "no difference"
    }

    private func insertRandomView(into window: Window, views: inout [View], random: inout SplitMix64) {
        let view: View = Self.usesDirectionalContent && random.next(below: 2) == 0 ? Self.randomDirectionalView(&random)
            : random.next(below: 2) == 0 ? PatternView(frame: .zero) : View(frame: .zero)
        view.frame = Self.randomFrame(&random)
        view.backgroundColor = random.next(below: 3) == 0 ? nil : Self.randomColor(&random)
        let parents = [window] + views
        parents[random.next(below: parents.count)].addSubview(view)
        views.append(view)
    }

    private func applyRandomEdit(window: Window, views: inout [View], random: inout SplitMix64) {
        guard !views.isEmpty else { return insertRandomView(into: window, views: &views, random: &random) }
        let view = views[random.next(below: views.count)]
        switch random.next(below: 12) {
        case 0: view.frame = Self.randomFrame(&random)
        case 1: view.frame.origin = CGPoint(x: CGFloat(random.next(below: 60)) - 4, y: CGFloat(random.next(below: 44)) - 4)
        case 2: view.backgroundColor = Self.randomColor(&random)
        case 3: view.alpha = [0, 0.3, 0.5, 1][random.next(below: 4)]
        case 4: view.isHidden.toggle()
        case 5:
            view.transform = [Transform.identity, Transform(rotationAngle: CGFloat(random.next(below: 628)) / 100),
                              Transform(scaleX: 1.5, y: 0.75)][random.next(below: 3)]
        case 6: insertRandomView(into: window, views: &views, random: &random)
        case 7:
            view.removeFromSuperview()
            views.removeAll { $0.window == nil }
        case 8:
            view.layer.cornerRadius = CGFloat(random.next(below: 8))
            view.clipsToBounds = random.next(below: 2) == 0
        case 9:
            view.layer.borderWidth = CGFloat(random.next(below: 3))
            view.layer.borderColor = Self.randomColor(&random)
        case 10:
            view.layer.shadowOpacity = [0, 0.4, 1][random.next(below: 3)]
            view.layer.shadowRadius = CGFloat(random.next(below: 5))
            view.layer.shadowOffset = CGSize(width: CGFloat(random.next(below: 7)) - 3, height: CGFloat(random.next(below: 7)) - 3)
        default:
            guard let pattern = view as? PatternView else { return }
            pattern.ink = Self.randomColor(&random)
            pattern.setNeedsDisplay(CGRect(x: CGFloat(random.next(below: 10)), y: CGFloat(random.next(below: 10)),
                                           width: CGFloat(random.next(below: 12)), height: CGFloat(random.next(below: 12))))
        }
    }

    fileprivate static func randomFrame(_ random: inout SplitMix64) -> CGRect {
        CGRect(x: CGFloat(random.next(below: 120)) / 2 - 4, y: CGFloat(random.next(below: 90)) / 2 - 4,
               width: CGFloat(random.next(below: 60)) / 2, height: CGFloat(random.next(below: 50)) / 2)
    }

    /// Whether `randomColor` also picks dynamic colors.
    fileprivate static var usesDynamicColors = false

    /// Dynamic colors whose values differ in appearance, contrast or level.
    private static let dynamicColors: [Color] = [
        .systemBlue, .label, .secondaryLabel, .systemBackground, .secondarySystemBackground, .separator,
        Color { $0.userInterfaceStyle == .dark ? Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6) : .green },
    ]

    /// Overrides or restores the appearance, the contrast or the level of a random view
    /// (the window included).
    private static func changeRandomTraits(of views: [View], random: inout SplitMix64) {
        let view = views[random.next(below: views.count)]
        switch random.next(below: 3) {
        case 0: view.overrideUserInterfaceStyle = [.unspecified, .light, .dark][random.next(below: 3)]
        case 1: view.traitOverrides.accessibilityContrast = [.unspecified, .high][random.next(below: 2)]
        default: view.traitOverrides.userInterfaceLevel = [.unspecified, .elevated][random.next(below: 2)]
        }
    }

    /// Whether random views include content that follows the layout direction.
    fileprivate static var usesDirectionalContent = false

    /// A naturally aligned label (with a text layer), or an image view showing an image
    /// flipped for right to left.
    private static func randomDirectionalView(_ random: inout SplitMix64) -> View {
        if random.next(below: 2) == 0 {
            let arrow = Image(width: 3, height: 2, rgbaBytes: (0..<6).flatMap { [UInt8($0 * 40), 0, 255, 255] })
            let view = ImageView(image: arrow.imageFlippedForRightToLeftLayoutDirection())
            view.contentMode = .scaleToFill
            return view
        }
        let label = Label(frame: .zero)
        label.text = ["Ab", "שלום", "مرحبا"][random.next(below: 3)]
        label.font = Font.systemFont(ofSize: 9)
        let text = TextLayer()
        text.string = "x"
        text.fontSize = 8
        text.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        label.layer.addSublayer(text)
        return label
    }

    /// Overrides or restores the layout direction or the pseudolanguage of a random
    /// view, or sets its semantic content attribute.
    private static func changeRandomDirection(of views: [View], random: inout SplitMix64) {
        let view = views[random.next(below: views.count)]
        switch random.next(below: 3) {
        case 0: view.traitOverrides.layoutDirection = [.unspecified, .leftToRight, .rightToLeft][random.next(below: 3)]
        case 1: view.semanticContentAttribute = SemanticContentAttribute.allCases[random.next(below: 5)]
        default: view.traitOverrides.pseudoLanguage = PseudoLanguage.allCases[random.next(below: 4)]
        }
    }

    fileprivate static func randomColor(_ random: inout SplitMix64) -> Color {
        if usesDynamicColors, random.next(below: 2) == 0 { return dynamicColors[random.next(below: dynamicColors.count)] }
        return Color(red: CGFloat(random.next(below: 256)) / 255, green: CGFloat(random.next(below: 256)) / 255,
              blue: CGFloat(random.next(below: 256)) / 255, alpha: [1, 1, 0.6][random.next(below: 3)])
    }
}

/// Standalone layers in a window's layer tree, edited at random.
@MainActor
private struct RandomLayers {
    private(set) var layers: [Layer] = []

    /// Adds a plain, shape or gradient layer under a random view's layer or another
    /// standalone layer.
    mutating func insert(into window: Window, views: [View], random: inout SplitMix64) {
        let layer = [Layer.self, ShapeLayer.self, GradientLayer.self, ReplicatorLayer.self][random.next(below: 4)].init(copyingOrDefault: nil)
        restyleContent(of: layer, random: &random)
        layer.frame = PartialRecompositingTests.randomFrame(&random)
        layer.backgroundColor = random.next(below: 4) == 0 ? nil : PartialRecompositingTests.randomColor(&random)
        let parents = [window.layer] + views.map(\.layer) + layers.filter { $0.hostView?.window === window }
        let parent = parents[random.next(below: parents.count)]
        parent.insertSublayer(layer, at: random.next(below: (parent.sublayers?.count ?? 0) + 1))
        layers.append(layer)
    }

    mutating func applyRandomEdit(window: Window, views: [View], random: inout SplitMix64) {
        guard !layers.isEmpty else { return insert(into: window, views: views, random: &random) }
        let layer = layers[random.next(below: layers.count)]
        switch random.next(below: 17) {
        case 15, 16: addRandomAnimation(to: layer, random: &random)
        case 13: restyleContent(of: layer, random: &random)
        case 14:
            // A new mask (a rectangle, or an oval shape), moved, or none.
            if random.next(below: 3) == 0 { return layer.mask = nil }
            if let mask = layer.mask, random.next(below: 2) == 0 {
                return mask.position = CGPoint(x: CGFloat(random.next(below: 40)) / 2, y: CGFloat(random.next(below: 40)) / 2)
            }
            let mask = random.next(below: 2) == 0 ? Layer() : ShapeLayer()
            mask.frame = PartialRecompositingTests.randomFrame(&random)
            mask.backgroundColor = Color(white: 0, alpha: [1, 0.5][random.next(below: 2)])
            (mask as? ShapeLayer)?.path = BezierPath(ovalIn: mask.bounds)
            layer.mask = mask
        case 0: layer.frame = PartialRecompositingTests.randomFrame(&random)
        case 1: layer.position = CGPoint(x: CGFloat(random.next(below: 128)) / 2 - 4, y: CGFloat(random.next(below: 96)) / 2 - 4)
        case 2: layer.backgroundColor = PartialRecompositingTests.randomColor(&random)
        case 3: layer.opacity = [0, 0.3, 0.5, 1][random.next(below: 4)]
        case 4: layer.isHidden.toggle()
        case 5:
            guard random.next(below: 4) != 0 else {
                // Turned about x or y in perspective (a one-sided layer may show nothing).
                let angle = CGFloat(random.next(below: 628)) / 100
                var transform = Transform3D(rotationAngle: angle, x: CGFloat(random.next(below: 2)), y: 1, z: 0)
                transform.m34 = -1 / CGFloat(30 + random.next(below: 100))
                layer.isDoubleSided = random.next(below: 2) == 0
                return layer.transform = transform
            }
            layer.setAffineTransform([Transform.identity, Transform(rotationAngle: CGFloat(random.next(below: 628)) / 100),
                                      Transform(scaleX: 1.5, y: 0.75)][random.next(below: 3)])
        case 6: insert(into: window, views: views, random: &random)
        case 7:
            layer.removeFromSuperlayer()
            layers.removeAll { $0.superlayer == nil }
        case 8:
            // Reordering among its siblings.
            guard let superlayer = layer.superlayer else { return }
            superlayer.insertSublayer(layer, at: random.next(below: superlayer.sublayers?.count ?? 1))
        case 9: layer.zPosition = CGFloat(random.next(below: 3)) - 1
        case 10:
            layer.cornerRadius = CGFloat(random.next(below: 8))
            layer.masksToBounds = random.next(below: 2) == 0
            layer.borderWidth = CGFloat(random.next(below: 3))
        case 11:
            layer.anchorPoint = CGPoint(x: CGFloat(random.next(below: 3)) / 2, y: CGFloat(random.next(below: 3)) / 2)
            var perspective = Transform3D.identity
            perspective.m34 = -1 / 60
            layer.sublayerTransform = [.identity, Transform3D(translationX: 3, y: -2, z: 0), perspective][random.next(below: 3)]
        default:
            layer.shadowOpacity = [0, 0.4, 1][random.next(below: 3)]
            layer.shadowRadius = CGFloat(random.next(below: 5))
            layer.shadowOffset = CGSize(width: CGFloat(random.next(below: 7)) - 3, height: CGFloat(random.next(below: 7)) - 3)
        }
    }

    /// An explicit animation of a property the layer's kind has: geometry, opacity,
    /// colors, a path of the same shape, strokes, gradient stops, copies; with random
    /// timing, repeats and fill.
    private func addRandomAnimation(to layer: Layer, random: inout SplitMix64) {
        func point() -> CGPoint { CGPoint(x: CGFloat(random.next(below: 120)) / 2 - 4, y: CGFloat(random.next(below: 90)) / 2 - 4) }
        var choices: [(String, Any, Any)] = [
            ("position", point(), point()),
            ("bounds.size", CGSize(width: 4, height: 30), CGSize(width: 26, height: 8)),
            ("opacity", 1.0, 0.2),
            ("transform.rotation.z", 0.0, 2.5),
            ("transform.rotation.y", 0.0, 4.0),
            ("backgroundColor", PartialRecompositingTests.randomColor(&random), PartialRecompositingTests.randomColor(&random)),
            ("cornerRadius", 0.0, 9.0),
            ("shadowOffset", CGSize(width: -3, height: 2), CGSize(width: 3, height: -3)),
        ]
        if let shape = layer as? ShapeLayer {
            let box = shape.path?.bounds ?? CGRect(x: 0, y: 0, width: 10, height: 10)
            choices += [("strokeEnd", 0.0, 1.0), ("lineWidth", 0.0, 6.0),
                        ("path", BezierPath(ovalIn: box), BezierPath(ovalIn: box.insetBy(dx: -6, dy: 3)))]
        } else if layer is GradientLayer {
            choices += [("startPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.5)), ("locations", [0.0, 0.4], [0.6, 1.0])]
        } else if layer is ReplicatorLayer {
            choices += [("instanceTransform", Transform3D(translationX: 2, y: 0, z: 0), Transform3D(rotationAngle: 1)),
                        ("instanceColor", Color.white, Color.blue), ("instanceGreenOffset", 0.0, -0.5)]
        }
        let (keyPath, from, to) = choices[random.next(below: choices.count)]
        let animation: PropertyAnimation
        if random.next(below: 3) == 0 {
            let keyframes = KeyframeAnimation(keyPath: keyPath)
            keyframes.values = [from, to, from]
            keyframes.calculationMode = [.linear, .discrete, .cubic][random.next(below: 3)]
            animation = keyframes
        } else {
            let basic = random.next(below: 4) == 0 ? SpringAnimation(keyPath: keyPath) : BasicAnimation(keyPath: keyPath)
            basic.fromValue = from
            basic.toValue = to
            animation = basic
        }
        animation.duration = Double(2 + random.next(below: 20)) / 60
        animation.beginTime = random.next(below: 3) == 0 ? (layer.hostView?.window?.eventLoop.now ?? 0) + 0.05 : 0
        animation.autoreverses = random.next(below: 2) == 0
        animation.repeatCount = [0, 2, 2.5][random.next(below: 3)]
        animation.fillMode = FillMode.allCases[random.next(below: 4)]
        animation.isRemovedOnCompletion = random.next(below: 3) != 0
        animation.isAdditive = random.next(below: 5) == 0
        layer.add(animation, forKey: random.next(below: 2) == 0 ? keyPath : nil)
    }

    /// A new path and stroke for a shape layer; new copies for a replicator; new stops,
    /// points and type for a gradient layer.
    private func restyleContent(of layer: Layer, random: inout SplitMix64) {
        if let shape = layer as? ShapeLayer {
            let box = CGRect(x: CGFloat(random.next(below: 40)) / 2 - 5, y: CGFloat(random.next(below: 40)) / 2 - 5,
                             width: CGFloat(random.next(below: 50)) / 2, height: CGFloat(random.next(below: 40)) / 2)
            shape.path = random.next(below: 2) == 0 ? BezierPath(ovalIn: box) : BezierPath(rect: box)
            shape.fillColor = random.next(below: 3) == 0 ? nil : PartialRecompositingTests.randomColor(&random)
            shape.strokeColor = PartialRecompositingTests.randomColor(&random)
            shape.lineWidth = CGFloat(random.next(below: 7))
            shape.lineJoin = [.miter, .round, .bevel][random.next(below: 3)]
            shape.lineDashPattern = random.next(below: 2) == 0 ? nil : [3, 2]
            shape.strokeStart = CGFloat(random.next(below: 5)) / 10
            shape.strokeEnd = CGFloat(random.next(below: 11)) / 10
        } else if let replicator = layer as? ReplicatorLayer {
            replicator.instanceCount = random.next(below: 5)
            replicator.instanceTransform = [Transform3D(translationX: 6, y: 3, z: 0), Transform3D(rotationAngle: 0.7),
                                            Transform3D(scaleX: 0.8, y: 0.8, z: 1)][random.next(below: 3)]
            replicator.instanceAlphaOffset = [0, -0.2][random.next(below: 2)]
            replicator.instanceColor = random.next(below: 2) == 0 ? .white : PartialRecompositingTests.randomColor(&random)
            replicator.instanceRedOffset = [0, -0.3][random.next(below: 2)]
            replicator.instanceBlueOffset = [0, 0.4][random.next(below: 2)]
            replicator.instanceDelay = [0, 0.1, 0.25][random.next(below: 3)]
        } else if let gradient = layer as? GradientLayer {
            gradient.colors = (0...random.next(below: 3)).map { _ in PartialRecompositingTests.randomColor(&random) }
            gradient.locations = random.next(below: 2) == 0 ? nil
                : (gradient.colors ?? []).indices.map { _ in Double(random.next(below: 11)) / 10 }.sorted().map(NSNumber.init(value:))
            gradient.type = [.axial, .radial, .conic][random.next(below: 3)]
            gradient.startPoint = CGPoint(x: CGFloat(random.next(below: 5)) / 4, y: CGFloat(random.next(below: 5)) / 4)
            gradient.endPoint = CGPoint(x: CGFloat(random.next(below: 5)) / 4, y: CGFloat(random.next(below: 5)) / 4)
        }
    }
}

/// A drawing view whose pixels depend on what was drawn when: an ellipse of its
/// current ink over a band.
final class PatternView: View {
    var ink = Color(red: 0.2, green: 0.4, blue: 0.9)

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(ink.withAlphaComponent(0.5))
        context.fill(CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height / 3))
        context.setFillColor(ink)
        context.fill(CGRect(x: bounds.width / 4, y: 0, width: bounds.width / 2, height: bounds.height / 2))
    }
}

/// Easel's seeded generator (`SplitMix64`) as the tests draw from it, so each seed
/// replays the same edits.
extension SplitMix64 {
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
