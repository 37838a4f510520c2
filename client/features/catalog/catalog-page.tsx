import type { ComponentType } from 'react';
import { NavLink, useParams } from 'react-router';
import { ImportScreen } from '../../platform/imports/import-screen';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { CategoriesScreen } from './categories';
import { DepartmentsScreen } from './departments';
import { DependenciesScreen } from './dependencies';
import { MiscItemsScreen } from './misc-items';
import { PullGroupsScreen } from './pull-groups';
import { SystemsScreen } from './systems';
import './catalog.css';

/** The Catalog area's lists, one tab each, in the order a new install fills them. */
const TABS: { path: string; label: string; Screen: ComponentType }[] = [
  { path: 'departments', label: 'Departments', Screen: DepartmentsScreen },
  { path: 'pull-groups', label: 'Pull Groups', Screen: PullGroupsScreen },
  { path: 'categories', label: 'Categories', Screen: CategoriesScreen },
  { path: 'systems', label: 'Systems', Screen: SystemsScreen },
  { path: 'dependencies', label: 'Dependencies', Screen: DependenciesScreen },
  { path: 'misc-items', label: 'Misc Items', Screen: MiscItemsScreen },
  { path: 'import', label: 'Import & Export', Screen: CatalogImports },
];

/** The catalogue and the crew, in the order a new install imports them. */
function CatalogImports() {
  return (
    <ImportScreen
      kinds={[
        'departments',
        'pull-groups',
        'categories',
        'systems',
        'dependencies',
        'misc-items',
        'contacts',
      ]}
    />
  );
}

/** Admins: the company's own catalogue (issue 33). */
export function CatalogPage() {
  const { kind = 'departments' } = useParams();
  const tab = TABS.find((t) => t.path === kind);
  if (!tab) return <NotFoundPage />;
  return (
    <div className="catalog-area">
      <nav className="area-tabs" aria-label="Catalog">
        {TABS.map((t) => (
          <NavLink key={t.path} to={`/catalog/${t.path}`} className={() => (t === tab ? 'active' : '')}>
            {t.label}
          </NavLink>
        ))}
      </nav>
      <tab.Screen key={tab.path} />
    </div>
  );
}
