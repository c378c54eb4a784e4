import Testing
import UIKit

/// A Core Animation layer subclass as iOS code writes one: its own initializers
/// (`init()`, `init(layer:)` copying its properties, `init?(coder:)`), a key that
/// redisplays it (`needsDisplay(forKey:)`), a default value, drawing in `draw(in:)`.
final class ProgressArcLayer: CALayer {
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var arcColor = UIColor.systemGreen
    private(set) var copiedFrom: ProgressArcLayer?

    override init() {
        super.init()
        contentsScale = 1
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressArcLayer {
            progress = other.progress
            arcColor = other.arcColor
            copiedFrom = other
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "shade" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "shade" ? 0.25 : super.defaultValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(arcColor.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A view whose layer is a `ProgressArcLayer`.
final class ProgressBarView: UIView {
    override class var layerClass: AnyClass { ProgressArcLayer.self }
    var arcLayer: ProgressArcLayer { layer as! ProgressArcLayer }
}

@MainActor @Suite struct LayerSubclassTests {
    @Test func aViewsLayerClassIsMadeWithItsOwnInitializer() throws {
        let window = makeWindow(width: 100, height: 20)
        let bar = ProgressBarView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(bar.arcLayer.contentsScale == 1)
        bar.arcLayer.progress = 0.5
        window.addSubview(bar)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 10, 10) == pixel(image, 48, 10))
        #expect(pixel(image, 52, 10) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixel(image, 10, 10) != pixel(image, 52, 10))
    }

    @Test func thePresentationCopyIsMadeThroughInitLayer() throws {
        let layer = ProgressArcLayer()
        layer.progress = 0.75
        layer.arcColor = .systemRed
        layer.frame = CGRect(x: 5, y: 6, width: 70, height: 8)
        let copy = try #require(layer.presentation())
        #expect(copy !== layer)
        #expect(copy.copiedFrom === layer)
        #expect(copy.progress == 0.75 && copy.arcColor == .systemRed)
        #expect(copy.frame == CGRect(x: 5, y: 6, width: 70, height: 8))
        let plain = CALayer(layer: layer)
        #expect(plain.frame == layer.frame)
        #expect(CALayer(layer: "not a layer").frame == .zero)
    }

    @Test func aKeyNamedByNeedsDisplayForKeyRedisplaysTheLayer() {
        let layer = ProgressArcLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.setValue(0.5, forKey: "title")
        #expect(!layer.needsDisplay())
        layer.setValue(0.5, forKey: "shade")
        #expect(layer.needsDisplay())
        #expect(ProgressArcLayer().value(forKey: "shade") as? Double == 0.25)
        #expect(CALayer().value(forKey: "shade") == nil)
    }

    @Test func anArchivedLayerIsNotDecoded() {
        let (layer, messages) = Diagnostics.collect { CALayer(coder: NSCoder()) }
        #expect(layer == nil)
        #expect(messages == ["Layer cannot be decoded: Easel reads no storyboards, nibs or archives"])
    }
}
