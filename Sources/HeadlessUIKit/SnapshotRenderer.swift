// Implementation-only for the reason CairoCanvas gives: no cairo type may reach the engine's interface.
@_implementationOnly import CCairo

/// Paints a layer tree into a `CairoCanvas` as it is on screen now: each layer's presentation
/// values (the model plus its view's and its own animations at the clock's time), in Core
/// Animation's order — background, contents (gradient, image, shape, text), sublayers back to front
/// by `zPosition`, then the border above them all.
///
/// Design: the tree walked is the model tree (presentation copies have no sublayers); a layer with
/// nothing in flight is read directly, so a still scene costs no copies. Only the affine part of a
/// 3D transform is drawn (a perspective `m34` is ignored): snapshots show what tutorials check
/// (where a view is, what colour), not 3D depth. A translucent layer is drawn into a group and
/// composited once with its opacity, as `allowsGroupOpacity` (the default) asks. Shadows, masks,
/// `contentsRect`/`contentsCenter` and conic gradients are not drawn. Cairo's software rasterizer
/// gives the same pixels for the same scene on every run, so snapshots are byte-identical.
struct SnapshotRenderer {
    /// Pixels per point.
    let scale: CGFloat

    /// `layer` in its own bounds (its position and transform are not applied, as `render(in:)`
    /// draws a layer), on a transparent canvas of the bounds' size × `scale` pixels. The root is drawn
    /// even when hidden (a window before `makeKeyAndVisible()`), as `render(in:)` draws the layer it is given.
    func render(_ layer: CALayer) -> CairoCanvas {
        let shown = Self.presented(layer)
        let bounds = shown.bounds
        let canvas = CairoCanvas(width: Self.pixels(bounds.width * scale), height: Self.pixels(bounds.height * scale))
        let cr = canvas.context
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
        draw(layer, shown, in: cr, isRoot: true)
        return canvas
    }

    /// Whole pixels for a length, forgiving the rounding error of `width × scale`.
    static func pixels(_ length: CGFloat) -> Int { max(1, Int((length - 1e-6).rounded(.up))) }

    /// The layer as presented now: a presentation copy only when something is in flight.
    static func presented(_ layer: CALayer) -> CALayer {
        let animated = !layer.attached.isEmpty || (layer.owner?.hasAnimations ?? false)
        return animated ? layer.presentationLayer() : layer
    }

    // MARK: - One layer

    /// Draws `model` (whose presentation is `shown`) in the current user space, which is its bounds' space.
    private func draw(_ model: CALayer, _ shown: CALayer, in cr: OpaquePointer, isRoot: Bool = false) {
        guard isRoot || !shown.isHidden, shown.opacity > 0 else { return }
        let grouped = shown.opacity < 1
        if grouped { cairo_push_group(cr) }
        cairo_save(cr)
        let bounds = shown.bounds
        let outline = Outline(rect: bounds, radius: shown.cornerRadius, corners: shown.maskedCorners)

        if let color = shown.backgroundColor {
            outline.trace(cr)
            if Self.setSource(color, cr) { cairo_fill(cr) } else { cairo_new_path(cr) }
        }
        if shown.masksToBounds {
            outline.trace(cr)
            cairo_clip(cr)
        }
        drawContents(model, shown, outline: outline, in: cr)
        drawSublayers(of: model, shown, in: cr)
        if shown.borderWidth > 0, let color = shown.borderColor {
            // Inside the outline, so the masksToBounds clip (the outline itself) never hides it.
            outline.trace(cr)
            outline.inset(by: min(shown.borderWidth, min(bounds.width, bounds.height) / 2)).trace(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            if Self.setSource(color, cr) { cairo_fill(cr) } else { cairo_new_path(cr) }
        }
        cairo_restore(cr)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(shown.opacity))
        }
    }

    private func drawSublayers(of model: CALayer, _ shown: CALayer, in cr: OpaquePointer) {
        guard let sublayers = model.sublayers, !sublayers.isEmpty else { return }
        cairo_save(cr)
        let bounds = shown.bounds, anchor = shown.anchorPoint
        let sublayerTransform = shown.sublayerTransform
        if !CATransform3DIsIdentity(sublayerTransform) {
            // Applied about the anchor point, as hit testing applies it (CALayer.toSublayerSpace).
            let ax = Double(bounds.minX + anchor.x * bounds.width), ay = Double(bounds.minY + anchor.y * bounds.height)
            cairo_translate(cr, ax, ay)
            Self.concat(CATransform3DGetAffineTransform(sublayerTransform), cr)
            cairo_translate(cr, -ax, -ay)
        }
        // Stable by zPosition: equal positions keep the array's back-to-front order.
        let order = sublayers.indices.sorted { (sublayers[$0].zPosition, $0) < (sublayers[$1].zPosition, $1) }
        for index in order {
            let child = sublayers[index]
            let presented = Self.presented(child)
            guard !presented.isHidden, presented.opacity > 0 else { continue }
            let transform = CATransform3DGetAffineTransform(presented.transform)
            guard transform.a * transform.d - transform.b * transform.c != 0 else { continue }
            cairo_save(cr)
            let b = presented.bounds, a = presented.anchorPoint
            cairo_translate(cr, Double(presented.position.x), Double(presented.position.y))
            Self.concat(transform, cr)
            cairo_translate(cr, -Double(b.minX + a.x * b.width), -Double(b.minY + a.y * b.height))
            draw(child, presented, in: cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    // MARK: - Contents

    private func drawContents(_ model: CALayer, _ shown: CALayer, outline: Outline, in cr: OpaquePointer) {
        let bounds = shown.bounds
        if let gradient = shown as? CAGradientLayer {
            // A gradient is the layer's fill: rounded corners shape it even without masksToBounds.
            drawGradient(gradient, outline: outline, in: cr)
        }
        if let image = shown.contents as? CGImage, let bitmap = image.bitmap {
            let scale = shown.contentsScale > 0 ? shown.contentsScale : 1
            let size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
            let rect = shown.contentsGravity.frame(for: size, in: bounds)
            drawBitmap(bitmap, in: rect, nearest: Self.isNearest(shown, bitmap: bitmap, rect: rect), in: cr)
        }
        if let imageView = model.owner as? UIImageView, let image = imageView.displayedImage, let bitmap = image.bitmap {
            let rect = CALayerContentsGravity(imageView.contentMode).frame(for: image.size, in: bounds)
            let tint = image.renderingMode == .alwaysTemplate || image.isSymbolImage ? imageView.tintColor : nil
            drawBitmap(bitmap, in: rect, nearest: Self.isNearest(shown, bitmap: bitmap, rect: rect), tint: tint, in: cr)
        }
        if let shape = shown as? CAShapeLayer { drawShape(shape, in: cr) }
        if let label = model.owner as? UILabel { drawText(of: label, in: bounds, cr) }
    }

    /// A label's text as `drawText(in:)` places it: the lines `textRect` measures, centred vertically
    /// in the bounds, at most `numberOfLines`, in the label's font, colour and alignment.
    private func drawText(of label: UILabel, in bounds: CGRect, _ cr: OpaquePointer) {
        guard let text = label.text, !text.isEmpty, let font = label.font else { return }
        let measured = label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
        let rect = CGRect(x: bounds.minX, y: bounds.midY - measured.height / 2, width: bounds.width, height: measured.height)
        TextPainter.paint(
            text, font: font, color: label.textColor ?? .black, in: rect, alignment: label.textAlignment,
            maximumLines: label.numberOfLines, context: cr)
    }

    private func drawGradient(_ layer: CAGradientLayer, outline: Outline, in cr: OpaquePointer) {
        guard let colors = LayerValue.colors(layer.colors), !colors.isEmpty else { return }
        let b = layer.bounds
        func point(_ unit: CGPoint) -> (Double, Double) {
            (Double(b.minX + unit.x * b.width), Double(b.minY + unit.y * b.height))
        }
        let start = point(layer.startPoint), end = point(layer.endPoint)
        let pattern: OpaquePointer?
        switch layer.type {
        case .radial:
            // startPoint is the centre and endPoint a corner of the ellipse's bounding box (Apple's rule).
            let rx = abs(end.0 - start.0), ry = abs(end.1 - start.1)
            guard rx > 0, ry > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            // The pattern matrix maps user space to pattern space: the inverse of centre + scale.
            cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -start.0 / rx, -start.1 / ry)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .axial:
            pattern = cairo_pattern_create_linear(start.0, start.1, end.0, end.1)
        default:
            return
        }
        guard let pattern else { return }
        let given = (layer.locations ?? []).map { $0.doubleValue }
        for (i, color) in colors.enumerated() {
            let offset = given.count == colors.count ? given[i] : (colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1))
            let c = Self.components(color)
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, offset)), c.0, c.1, c.2, c.3)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        outline.trace(cr)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Contents drawn pixel for pixel (the image's pixels land on the canvas's) use nearest sampling,
    /// so an image shows its exact colours; scaled ones are filtered as the layer asks.
    private static func isNearest(_ layer: CALayer, bitmap: PNGCodec.Bitmap, rect: CGRect) -> Bool {
        layer.magnificationFilter == .nearest && CGFloat(bitmap.width) < rect.width
            || layer.minificationFilter == .nearest && CGFloat(bitmap.width) > rect.width
    }

    private func drawBitmap(
        _ bitmap: PNGCodec.Bitmap, in rect: CGRect, nearest: Bool, tint: UIColor? = nil,
        in cr: OpaquePointer
    ) {
        guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0 else { return }
        let image = CairoCanvas(bitmap: bitmap)
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(bitmap.width), Double(rect.height) / Double(bitmap.height))
        let pattern = cairo_pattern_create_for_surface(image.surface)
        cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        // Padding, with the fill limited to the image's rectangle, keeps its edges from fading into transparency.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if let tint {
            // A template image is its alpha channel filled with the tint colour.
            cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_clip(cr)
            cairo_set_source_rgba(cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.alpha))
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_fill(cr)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    private func drawShape(_ shape: CAShapeLayer, in cr: OpaquePointer) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, Self.setSource(fill, cr) {
            Self.trace(path, cr)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
        let start = min(1, max(0, shape.strokeStart)), end = min(1, max(0, shape.strokeEnd))
        guard let stroke = shape.strokeColor, shape.lineWidth > 0, end > start, Self.setSource(stroke, cr) else { return }
        cairo_save(cr)
        cairo_set_line_width(cr, Double(shape.lineWidth))
        cairo_set_miter_limit(cr, Double(shape.miterLimit))
        switch shape.lineCap {
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        }
        switch shape.lineJoin {
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        if start > 0 || end < 1 {
            // strokeStart…strokeEnd as one dash: the length is the one `strokedLength` measures.
            let total = Double(shape.strokedLength) / Double(end - start)
            let on = total * Double(end - start), off = total + 1
            let dashes = [on, off]
            cairo_set_dash(cr, dashes, 2, start > 0 ? on + off - total * Double(start) : 0)
        } else if let pattern = shape.lineDashPattern?.map({ $0.doubleValue }), !pattern.isEmpty,
            pattern.allSatisfy({ $0 >= 0 }), pattern.contains(where: { $0 > 0 })
        {
            cairo_set_dash(cr, pattern, Int32(pattern.count), Double(shape.lineDashPhase))
        }
        Self.trace(path, cr)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    // MARK: - Geometry helpers

    static func concat(_ t: CGAffineTransform, _ cr: OpaquePointer) {
        guard t != .identity else { return }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        cairo_transform(cr, &matrix)
    }

    /// Sets a colour as the source; false when it has no components or is fully transparent.
    @discardableResult
    static func setSource(_ color: CGColor, _ cr: OpaquePointer) -> Bool {
        let c = components(color)
        guard c.3 > 0 else { return false }
        cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
        return true
    }

    static func components(_ color: CGColor) -> (Double, Double, Double, Double) {
        guard let c = color.components, c.count >= 4 else { return (0, 0, 0, 0) }
        func unit(_ x: CGFloat) -> Double { min(1, max(0, Double(x))) }
        return (unit(c[0]), unit(c[1]), unit(c[2]), unit(c[3]))
    }

    /// Traces a path's elements as cairo path commands (quadratic curves raised to cubics).
    static func trace(_ path: CGPath, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        CairoPath.append(path, to: cr)
    }
}

// MARK: - A layer's outline

/// The bounds with `cornerRadius` rounding the `maskedCorners` (circular corners; the radius is
/// capped at half the shorter side, as Core Animation caps it).
private struct Outline {
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask

    init(rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        self.rect = rect
        self.radius = max(0, min(radius, min(rect.width, rect.height) / 2))
        self.corners = corners
    }

    /// The outline of the inside of a border `width` wide.
    func inset(by width: CGFloat) -> Outline {
        Outline(rect: rect.insetBy(dx: width, dy: width), radius: max(0, radius - width), corners: corners)
    }

    /// Adds the outline to the current path as a closed sub-path, clockwise in UIKit's y-down space.
    func trace(_ cr: OpaquePointer) {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let r = Double(radius)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
            return
        }
        func rounding(_ corner: CACornerMask) -> Double { corners.contains(corner) ? r : 0 }
        let topLeft = rounding(.layerMinXMinYCorner), topRight = rounding(.layerMaxXMinYCorner)
        let bottomRight = rounding(.layerMaxXMaxYCorner), bottomLeft = rounding(.layerMinXMaxYCorner)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, x0 + topLeft, y0)
        corner(cr, x1 - topRight, y0 + topRight, topRight, -Double.pi / 2, x1, y0)
        corner(cr, x1 - bottomRight, y1 - bottomRight, bottomRight, 0, x1, y1)
        corner(cr, x0 + bottomLeft, y1 - bottomLeft, bottomLeft, Double.pi / 2, x0, y1)
        corner(cr, x0 + topLeft, y0 + topLeft, topLeft, Double.pi, x0, y0)
        cairo_close_path(cr)
    }

    /// A quarter circle from `angle` about (cx, cy), or the square corner (x, y) when the radius is 0.
    private func corner(_ cr: OpaquePointer, _ cx: Double, _ cy: Double, _ r: Double, _ angle: Double, _ x: Double, _ y: Double) {
        if r > 0 { cairo_arc(cr, cx, cy, r, angle, angle + Double.pi / 2) } else { cairo_line_to(cr, x, y) }
    }
}
