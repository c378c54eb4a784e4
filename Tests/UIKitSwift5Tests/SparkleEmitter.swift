//
//  SparkleEmitter.swift
//
//  The emitter code of LTMorphingLabel (https://github.com/lexrus/LTMorphingLabel,
//  MIT licence, © 2017 Lex Tang): its `LTEmitter` (a struct whose stored layer and
//  cell are built by closures, then configured by the Sparkle effect's closure), in
//  Swift 5 as the library is. The whole of LTEmitterView.swift type-checks unchanged
//  against this package's UIKit; this copy leaves out the bundle lookup of the
//  particle image and the `DispatchQueue` stop, which the tests drive in virtual time.
//

import UIKit

struct SparkleEmitter {
    let layer: CAEmitterLayer = {
        let layer = CAEmitterLayer()
        layer.emitterPosition = CGPoint(x: 10, y: 10)
        layer.emitterSize = CGSize(width: 10, height: 1)
        layer.renderMode = .unordered
        layer.emitterShape = .line
        return layer
        }()

    let cell: CAEmitterCell = {
        let cell = CAEmitterCell()
        cell.name = "sparkle"
        cell.birthRate = 150.0
        cell.velocity = 50.0
        cell.velocityRange = -80.0
        cell.lifetime = 0.16
        cell.lifetimeRange = 0.1
        cell.emissionLongitude = CGFloat(Double.pi / 2 * 2.0)
        cell.emissionRange = CGFloat(Double.pi / 2 * 2.0)
        cell.scale = 0.1
        cell.yAcceleration = 100
        cell.scaleSpeed = -0.06
        cell.scaleRange = 0.1
        return cell
        }()

    init(particle: UIImage, in rect: CGRect, font: UIFont, textColor: UIColor) {
        cell.contents = particle.cgImage
        // The Sparkle effect's configuration of a character's emitter.
        layer.emitterSize = CGSize(width: rect.size.width, height: 1)
        layer.renderMode = .unordered
        cell.emissionLongitude = CGFloat(Double.pi / 2.0)
        cell.scale = font.pointSize / 300.0
        cell.scaleSpeed = font.pointSize / 300.0 * -1.5
        cell.color = textColor.cgColor
        cell.birthRate = Float(font.pointSize) * Float(5)
        layer.emitterPosition = CGPoint(x: rect.origin.x + rect.size.width / 2.0, y: rect.origin.y)
    }

    func play() {
        if (layer.emitterCells?.count ?? 0) > 0 {
            return
        }
        layer.emitterCells = [cell]
    }

    func stop() {
        if nil != layer.superlayer {
            layer.emitterCells = nil
            layer.removeFromSuperlayer()
        }
    }
}
