import BarSkinCore

/// The halo the seed centres at the bottom of an item with news (its
/// `TabBarGlow`, 19x15 points): a glow in ``TabBarLook/glow`` around a soft
/// bright core in ``TabBarLook/glowCore`` two thirds of the way down, drawn with
/// ``GlowOperation``. The seed crops the bottom 4 points when it places it.
public struct TabBarGlow: TabBarPiece {
    /// `TabBarGlow`.
    public static let name = "TabBarGlow"
    /// The drawing's version.
    public static let version = 1

    /// The core's half width and half height, in points: small enough that the
    /// halo around it has faded at the image's sides and top.
    static let coreRadii = (x: 2.5, y: 1.5)
    /// The core's centre, two thirds down as measured.
    static let coreCentre = Point(x: 9.5, y: 10)
    /// The halo: the core grown by 1.5 points and blurred by 4 (σ 2 points),
    /// which has faded (to about 1%) at the sides, 5.5 points out.
    static let haloSpread = 1.5, haloBlur = 4.0

    /// The glow and core colours.
    public let look: TabBarLook

    /// The glow for `look`.
    public init(look: TabBarLook = .classic) {
        self.look = look
    }

    /// 19 by 15 points, as the seed's image.
    public var pointSize: PointSize { PointSize(width: 19, height: 15) }

    /// Drawn at its final size.
    public var capSpecification: CapSpecification? { nil }

    /// The core (opaque at its centre, fading to nothing at its rim), then the
    /// halo: the glow of the core's coverage, with the core drawn over it.
    public func draw(scale: Int) throws -> Bitmap {
        let core = try drawInPoints(scale: scale) { canvas in
            // A circle's radial gradient in a space squashed into the core's ellipse.
            canvas.translate(dx: Self.coreCentre.x, dy: Self.coreCentre.y)
            canvas.scale(x: Self.coreRadii.x, y: Self.coreRadii.y)
            let paint = Paint.radial(center: .zero, radius: 1, stops: [
                GradientStop(0, look.glowCore), GradientStop(0.4, look.glowCore), GradientStop(1, look.glowCore.withAlpha(0)),
            ])
            canvas.fill(Path.circle(center: .zero, radius: 1), with: paint)
        }
        let halo = try GlowOperation(color: look.glow, blur: Self.haloBlur, spread: Self.haloSpread, withShape: true, keepSize: true)
        do {
            return try halo.draw(core, scale: scale)
        } catch {
            // The halo's reach is fixed and small; only a broken build could get here.
            preconditionFailure("the tab bar glow's halo cannot be drawn: \(error)")
        }
    }
}
