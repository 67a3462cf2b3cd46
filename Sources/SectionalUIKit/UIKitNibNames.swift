/// UIKit's `UINib`: Sectional's `Nib`, which reads a bundle's `.xib` files itself
/// (Documentation/InterfaceBuilder.md § Instantiation).
public typealias UINib = Nib
