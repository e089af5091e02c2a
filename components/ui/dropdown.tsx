'use client'
// Header dropdowns in ~1 KiB instead of a UI library on every desktop page: a button opens a panel, and a second
// click, Escape, a click or focus outside, or a choice closes it. The menu variant adds the WAI-ARIA menu keys.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface Disclosure {
  open: boolean
  setOpen: (open: boolean) => void
  toggle: () => void
  close: () => void
  /** On the element around button and panel: clicks and focus inside it do not close the panel. */
  rootRef: React.RefObject<HTMLDivElement | null>
  buttonRef: React.RefObject<HTMLButtonElement | null>
  panelId: string
}

export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((o) => !o), [])

  useEffect(() => {
    if (!open) return
    const outside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('focusin', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('focusin', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return { open, setOpen, toggle, close, rootRef, buttonRef, panelId }
}

const items = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('[role="menuitem"]')]

/** Arrow keys, Home and End move between the menu's items; Tab leaves and closes it. */
function onMenuKey(event: KeyboardEvent<HTMLElement>, close: () => void) {
  const list = items(event.currentTarget)
  const at = list.indexOf(document.activeElement as HTMLElement)
  const go = (i: number) => list[(i + list.length) % list.length]?.focus()
  if (event.key === 'ArrowDown') go(at + 1)
  else if (event.key === 'ArrowUp') go(at < 0 ? -1 : at - 1)
  else if (event.key === 'Home') go(0)
  else if (event.key === 'End') go(-1)
  else if (event.key === 'Tab') return close()
  else return
  event.preventDefault()
}

export interface MenuProps {
  /** The button's accessible name. */
  label: string
  buttonClassName: string
  panelClassName: string
  buttonContent: ReactNode
  /** The items, each with role="menuitem" and tabIndex={-1}; choosing one (a click, or Enter) closes the menu. */
  children: ReactNode
}

/** A menu button (WAI-ARIA): opening by keyboard focuses the first item. */
export function Menu({ label, buttonClassName, panelClassName, buttonContent, children }: MenuProps) {
  const menu = useDisclosure()
  const { open, setOpen, close, rootRef, buttonRef, panelId } = menu
  const panelRef = useRef<HTMLDivElement>(null)
  const focusFirst = useRef(false)

  useEffect(() => {
    if (open && focusFirst.current && panelRef.current) items(panelRef.current)[0]?.focus()
    focusFirst.current = false
  }, [open])

  const openByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    focusFirst.current = true
    setOpen(true)
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={menu.toggle}
        onKeyDown={openByKey}
        className={buttonClassName}
      >
        {buttonContent}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="menu"
          aria-label={label}
          onKeyDown={(e) => onMenuKey(e, close)}
          // After the item's own handler: a choice closes the menu and gives focus back to its button.
          onClick={(e) => {
            if (!(e.target as HTMLElement).closest('[role="menuitem"]')) return
            close()
            buttonRef.current?.focus()
          }}
          className={panelClassName}
        >
          {children}
        </div>
      ) : null}
    </div>
  )
}
