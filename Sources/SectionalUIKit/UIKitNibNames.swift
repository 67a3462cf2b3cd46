/// UIKit's `UINib`: Sectional's `Nib`, which reads a bundle's `.xib` files itself
/// (Documentation/InterfaceBuilder.md § Instantiation).
public typealias UINib = Nib

/// UIKit's `UIStoryboard`: Sectional's `Storyboard`, which reads a bundle's `.storyboard` files
/// itself (Documentation/InterfaceBuilder.md § Storyboards).
public typealias UIStoryboard = Storyboard

/// UIKit's `UIStoryboardSegue`: Sectional's `StoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
