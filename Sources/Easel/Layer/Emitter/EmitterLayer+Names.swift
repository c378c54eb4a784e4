/// The named settings of an emitter layer, as Core Animation's typed string constants:
/// the shape particles start on, the part of it they start from, and how they are
/// composited. Each is a string underneath, so a value read from a file or made with
/// `init(rawValue:)` compares equal to the constant of the same name.
extension EmitterLayer {
    /// The shape particles are emitted from, like `CAEmitterLayerEmitterShape`; it is
    /// centred on `emitterPosition` and sized by `emitterSize`.
    public struct EmitterShape: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A shape named `rawValue`; a name Core Animation does not define emits from
        /// `emitterPosition`, as `point` does (and is reported when particles are born).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A single point at `emitterPosition`, like `.point` (the default).
        public static let point = EmitterShape(rawValue: "point")
        /// A horizontal line `emitterSize.width` long centred on `emitterPosition`, like `.line`.
        public static let line = EmitterShape(rawValue: "line")
        /// A rectangle of `emitterSize` centred on `emitterPosition`, like `.rectangle`.
        public static let rectangle = EmitterShape(rawValue: "rectangle")
        /// A box of `emitterSize` and `emitterDepth`, like `.cuboid`: its face in the
        /// layer's plane, as the layer is composited flat.
        public static let cuboid = EmitterShape(rawValue: "cuboid")
        /// A circle of radius `emitterSize.width` centred on `emitterPosition`, like `.circle`.
        public static let circle = EmitterShape(rawValue: "circle")
        /// A sphere of radius `emitterSize.width`, like `.sphere`: its great circle in
        /// the layer's plane, as the layer is composited flat.
        public static let sphere = EmitterShape(rawValue: "sphere")
    }

    /// Which part of the shape particles start from, like `CAEmitterLayerEmitterMode`.
    public struct EmitterMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A mode named `rawValue`; a name Core Animation does not define emits as
        /// `volume` does.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The shape's defining points, like `.points`: the ends of a line, the corners
        /// of a rectangle or cuboid, the centre of a circle or sphere.
        public static let points = EmitterMode(rawValue: "points")
        /// The shape's outline, like `.outline`: a rectangle's edges, a circle's rim.
        public static let outline = EmitterMode(rawValue: "outline")
        /// The shape's surface, like `.surface`: a rectangle or circle filled.
        public static let surface = EmitterMode(rawValue: "surface")
        /// Anywhere inside the shape, like `.volume` (the default).
        public static let volume = EmitterMode(rawValue: "volume")
    }

    /// The order particles are composited in, like `CAEmitterLayerRenderMode`.
    public struct RenderMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A render mode named `rawValue`; a name Core Animation does not define
        /// composites as `unordered` does.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// In no promised order, like `.unordered` (the default): Easel composites
        /// them oldest first.
        public static let unordered = RenderMode(rawValue: "unordered")
        /// Oldest first (the newest on top), like `.oldestFirst`.
        public static let oldestFirst = RenderMode(rawValue: "oldestFirst")
        /// Oldest last (the oldest on top), like `.oldestLast`.
        public static let oldestLast = RenderMode(rawValue: "oldestLast")
        /// Farthest first, like `.backToFront`: the layer is flat, so oldest first.
        public static let backToFront = RenderMode(rawValue: "backToFront")
        /// Added to what is below, like `.additive`: overlapping particles brighten
        /// each other (the `plusLighter` blend).
        public static let additive = RenderMode(rawValue: "additive")
    }
}
