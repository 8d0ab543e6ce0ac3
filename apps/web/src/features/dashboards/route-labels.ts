import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  CalendarPlus,
  Clock,
  CreditCard,
  HandCoins,
  History,
  House,
  Images,
  LayoutTemplate,
  MessageSquare,
  PartyPopper,
  Plus,
  Send,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  Store,
  Tags,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type RouteLabel = { label: string; icon?: LucideIcon };

/**
 * The one map of human labels for dashboard route paths (as the shared tables write
 * them). Paths shared by several dashboards (payments, settings...) share a label. Every
 * path of every table must be here: a test walks the tables.
 */
export const ROUTE_LABELS: Readonly<Record<string, RouteLabel>> = {
  home: { label: 'Home', icon: House },
  events: { label: 'Events', icon: CalendarDays },
  'events/new': { label: 'New event', icon: CalendarPlus },
  'events/:id': { label: 'Event' },
  'events/:id/edit': { label: 'Edit event' },
  'events/:id/invite': { label: 'Invitations' },
  'send-invitations': { label: 'Send invitations', icon: Send },
  attendees: { label: 'Guests', icon: Users },
  'verify-guests': { label: 'Verify guests', icon: BadgeCheck },
  payments: { label: 'Payments', icon: CreditCard },
  users: { label: 'Users', icon: UserCog },
  messages: { label: 'Messages', icon: MessageSquare },
  templates: { label: 'Templates', icon: LayoutTemplate },
  'templates/:id': { label: 'Template' },
  schedules: { label: 'Schedules', icon: Clock },
  'event-templates': { label: 'Event templates', icon: Sparkles },
  settings: { label: 'Settings', icon: Settings },
  'roles-and-privileges': { label: 'Roles and privileges', icon: ShieldCheck },
  categories: { label: 'Categories', icon: Tags },
  'audit-log': { label: 'Audit log', icon: History },
  vendors: { label: 'Vendors', icon: Store },
  'vendors/new': { label: 'New vendor', icon: Plus },
  'vendors/:vendorId': { label: 'Vendor' },
  'vendors/:vendorId/edit': { label: 'Edit vendor' },
  services: { label: 'Services', icon: Briefcase },
  'services/:serviceId': { label: 'Service' },
  reviews: { label: 'Reviews', icon: Star },
  gallery: { label: 'Gallery', icon: Images },
  occasions: { label: 'Occasions', icon: PartyPopper },
  'occasions/:occasionId': { label: 'Occasion' },
  'occasions/:id/import': { label: 'Import members' },
  'send-messages': { label: 'Send messages', icon: Send },
  members: { label: 'Members', icon: Users },
  contributions: { label: 'Contributions', icon: HandCoins },
};

export function getRouteLabel(path: string): string {
  return ROUTE_LABELS[path]?.label ?? path;
}
