@testable import Easel
import EaselGraphics
import Foundation

/// Bytes read from the front of the fuzzer's input; past its end every read is 0.
private struct InputReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[byte() % choices.count] }

    /// A coordinate in half points, -8…119.5, now and then not a number or infinite
    /// (a layer ignores and reports such geometry).
    mutating func coordinate() -> CGFloat {
        let value = byte()
        switch value {
        case 255: return .nan
        case 254: return .infinity
        default: return CGFloat(value) / 2 - 8
        }
    }

    mutating func length() -> CGFloat { CGFloat(byte() % 80) / 2 }
    mutating func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
    mutating func rect() -> CGRect { CGRect(x: coordinate(), y: coordinate(), width: length(), height: length()) }
    mutating func unit() -> CGFloat { CGFloat(byte() % 11) / 10 }

    mutating func color() -> Color {
        Color(red: CGFloat(byte()) / 255, green: CGFloat(byte()) / 255, blue: CGFloat(byte()) / 255,
              alpha: pick([1, 1, 0.5, 0]))
    }

    mutating func path() -> BezierPath {
        let box = rect()
        switch byte() % 5 {
        case 0: return BezierPath(ovalIn: box)
        case 4:
            return BezierPath(arcCenter: box.origin, radius: box.width, startAngle: CGFloat(byte()) / 40,
                              endAngle: CGFloat(byte()) / 20, clockwise: byte() % 2 == 0)
        case 1: return BezierPath(rect: box)
        case 2: return BezierPath(roundedRect: box, cornerRadius: length())
        default:
            let path = BezierPath()
            path.move(to: point())
            path.addLine(to: point())
            path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
            path.close()
            return path
        }
    }
}

/// A window's layer tree built and edited by the fuzzer's input, each frame checked
/// against a full redraw.
@MainActor
private struct LayerTreeSession {
    let window: Window
    /// The standalone layers made so far, in the tree or not.
    var layers: [Layer] = []

    /// A turn about y seen in perspective (the eye 60 points away): the layer is
    /// drawn projected, its shadow and mask in its plane.
    static let turnedInPerspective: Transform3D = {
        var transform = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
        transform.m34 = -1 / 60
        return transform
    }()

    init() {
        window = Window(size: CGSize(width: 40, height: 30), scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
    }

    /// Applies one edit, chosen by the input's next byte.
    mutating func edit(_ input: inout InputReader) {
        guard !layers.isEmpty else { return insert(&input) }
        let layer = layers[input.byte() % layers.count]
        switch input.byte() % 21 {
        case 0, 1: insert(&input)
        case 2: layer.removeFromSuperlayer()
        case 3:
            guard let superlayer = layer.superlayer else { return }
            superlayer.insertSublayer(layer, at: input.byte() % ((superlayer.sublayers?.count ?? 0) + 1))
        case 4: layer.zPosition = CGFloat(input.byte() % 5) - 2
        case 5: layer.frame = input.rect()
        case 6: layer.position = input.point()
        case 7: layer.anchorPoint = CGPoint(x: input.unit(), y: input.unit())
        case 8:
            layer.transform = input.pick([Transform3D.identity, Transform3D(rotationAngle: CGFloat(input.byte()) / 40),
                                          Transform3D(scaleX: 1.5, y: 0.5, z: 1), Transform3D(translationX: 3, y: -4, z: 0),
                                          Self.turnedInPerspective])
        case 9: layer.opacity = Float(input.unit())
        case 10: layer.isHidden.toggle()
        case 11:
            layer.cornerRadius = input.length() / 4
            layer.masksToBounds = input.byte() % 2 == 0
            layer.cornerCurve = input.pick([.circular, .continuous])
        case 12: setMask(of: layer, &input)
        case 13: (layer as? ShapeLayer)?.path = input.path()
        case 14:
            guard let gradient = layer as? GradientLayer else { return }
            gradient.colors = (0...(input.byte() % 4)).map { _ in input.color() }
            gradient.locations = input.byte() % 2 == 0 ? nil : (gradient.colors ?? []).map { _ in input.unit() }.sorted()
            gradient.type = input.pick([.axial, .radial, .conic])
        case 15: layer.backgroundColor = input.byte() % 4 == 0 ? nil : input.color()
        case 16:
            layer.borderWidth = CGFloat(input.byte() % 4)
            layer.borderColor = input.color()
        case 17:
            layer.shadowOpacity = Float(input.unit())
            // 0…2 points in halves: blurs of σ 0…4 pixels, both kernels (the sampled
            // Gaussian below σ 2, the boxes from 2 up).
            layer.shadowRadius = CGFloat(input.byte() % 5) / 2
            layer.shadowOffset = CGSize(width: CGFloat(input.byte() % 7) - 3, height: CGFloat(input.byte() % 7) - 3)
        case 18:
            // A progress ring's step: the end of the stroke moves, without an action.
            Transaction.begin()
            Transaction.setDisableActions(true)
            (layer as? ShapeLayer)?.strokeEnd = input.unit()
            Transaction.commit()
        default: animate(layer, &input)
        }
    }

    /// A plain, shape, gradient or replicator layer under the window's layer or a
    /// standalone one (possibly outside the tree, to be added later).
    private mutating func insert(_ input: inout InputReader) {
        let layer = input.pick([Layer.self, ShapeLayer.self, GradientLayer.self, ReplicatorLayer.self]).init()
        layer.frame = input.rect()
        layer.backgroundColor = input.byte() % 3 == 0 ? nil : input.color()
        if let shape = layer as? ShapeLayer {
            shape.path = input.path()
            shape.fillColor = input.byte() % 3 == 0 ? nil : input.color()
            shape.strokeColor = input.color()
            shape.lineWidth = CGFloat(input.byte() % 6)
            shape.strokeStart = input.unit() / 2
            shape.strokeEnd = input.unit()
        } else if let gradient = layer as? GradientLayer {
            gradient.colors = [input.color(), input.color()]
        } else if let replicator = layer as? ReplicatorLayer {
            replicator.instanceCount = input.byte() % 4
            replicator.instanceTransform = Transform3D(translationX: input.length() / 4, y: 2, z: 0)
            replicator.instanceAlphaOffset = -0.2
        }
        let parents = [window.layer] + layers
        let parent = parents[input.byte() % parents.count]
        if let replicator = layer as? ReplicatorLayer {
            replicator.instanceCount = min(replicator.instanceCount, Self.maximumCopies / copies(under: parent))
        }
        parent.insertSublayer(layer, at: input.byte() % ((parent.sublayers?.count ?? 0) + 1))
        layers.append(layer)
    }

    /// How many copies of one layer nested replicators may show (3 × 3): each copy is
    /// composited, and shadowed, apart, so deeper nests multiply an input's cost
    /// without reaching other code.
    static let maximumCopies = 9

    /// How many copies of a sublayer of `layer` the replicators above it show.
    private func copies(under layer: Layer) -> Int {
        sequence(first: layer, next: \.superlayer).reduce(1) { copies, ancestor in
            copies * max(1, (ancestor as? ReplicatorLayer)?.instanceCount ?? 1)
        }
    }

    /// A new rectangle or oval mask, another standalone layer as the mask (refused
    /// with a diagnostic when it would make a cycle), or none.
    private func setMask(of layer: Layer, _ input: inout InputReader) {
        switch input.byte() % 3 {
        case 0: layer.mask = nil
        case 1:
            let mask = ShapeLayer()
            mask.frame = input.rect()
            mask.path = input.path()
            mask.fillColor = Color(white: 0, alpha: input.pick([1, 0.5]))
            layer.mask = mask
        default: layer.mask = layers[input.byte() % layers.count]
        }
    }

    /// An explicit animation of a property the layer's kind has, with the input's
    /// timing, repeats and fill.
    private func animate(_ layer: Layer, _ input: inout InputReader) {
        var choices: [(String, Any, Any)] = [
            ("position", input.point(), input.point()), ("opacity", 1.0, 0.1),
            ("bounds.size", CGSize(width: 3, height: 20), CGSize(width: 24, height: 6)),
            ("transform.rotation.z", 0.0, 2.0), ("transform.rotation.y", 0.0, 3.0),
            ("backgroundColor", input.color(), input.color()),
            ("cornerRadius", 0.0, 8.0), ("zPosition", -1.0, 1.0),
        ]
        if layer is ShapeLayer {
            choices += [("strokeEnd", 0.0, 1.0), ("path", input.path(), input.path())]
        } else if layer is GradientLayer {
            choices += [("locations", [0.0, 0.3], [0.7, 1.0]), ("endPoint", CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1))]
        }
        let (keyPath, from, to) = choices[input.byte() % choices.count]
        let animation: PropertyAnimation
        if input.byte() % 3 == 0 {
            let keyframes = KeyframeAnimation(keyPath: keyPath)
            keyframes.values = [from, to, from]
            animation = keyframes
        } else {
            let basic = input.byte() % 4 == 0 ? SpringAnimation(keyPath: keyPath) : BasicAnimation(keyPath: keyPath)
            basic.fromValue = from
            basic.toValue = to
            animation = basic
        }
        animation.duration = Double(1 + input.byte() % 20) / 60
        animation.autoreverses = input.byte() % 2 == 0
        animation.repeatCount = Float(input.byte() % 3)
        animation.fillMode = FillMode.allCases[input.byte() % FillMode.allCases.count]
        animation.isRemovedOnCompletion = input.byte() % 3 != 0
        layer.add(animation, forKey: keyPath)
    }

    /// Runs the loop (one turn, or some frames of the animations) and checks that the
    /// frame, if one was made, equals a full redraw of the tree.
    func advance(_ input: inout InputReader) {
        let before = window.lastFrame?.index
        let frames = input.byte() % 4
        if frames == 0 { window.eventLoop.runOnce() } else { window.eventLoop.run(for: Double(frames) / 60) }
        guard let frame = window.lastFrame, frame.index != before else { return }
        let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
        precondition(window.framebuffer == full, "frame \(frame.index) (damage \(frame.damage)) differs from a full redraw")
    }
}

/// libFuzzer's entry point: the input is a program of layer-tree edits (one byte picks
/// the edit, the bytes after it its arguments), each group of edits followed by a turn
/// of the event loop. Every frame made by recompositing only the damage must equal a
/// full redraw of the same tree (docs/RELIABILITY.md, "Fuzzing").
///
/// Only the first `maximumProgramLength` bytes are read: about 30 edits and 14 turns.
/// An execution's cost grows with the square of the length (a tree as large as the
/// edits made, rendered as often as the turns ran), while longer programs reach little
/// more: the grown corpus cut to this length covers 12 fewer of Easel's edges, of
/// about 3,800.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayerTree(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    // libFuzzer calls on the main thread, which is the main actor's.
    nonisolated(unsafe) let program = UnsafeBufferPointer(start: bytes, count: min(count, maximumProgramLength))
    MainActor.assumeIsolated {
        // The diagnostics of refused geometry and masks are collected, not printed: most
        // inputs make some, and a million executions would fill the log with them.
        _ = Diagnostics.collect {
            var input = InputReader(bytes: program)
            var session = LayerTreeSession()
            session.advance(&input)
            while !input.isAtEnd {
                for _ in 0...(input.byte() % 4) { session.edit(&input) }
                session.advance(&input)
            }
        }
    }
    return 0
}

/// The bytes of an input the layer-tree program reads (see `fuzzLayerTree`).
let maximumProgramLength = 256
