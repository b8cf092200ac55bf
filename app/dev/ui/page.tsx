"use client";

import * as React from "react";
import { Link } from "@/components/ui/link";
import { useForm } from "react-hook-form";
import { MoreHorizontalIcon, PlusIcon, Trash2Icon } from "lucide-react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Form, FormControl, FormController, FormDescription, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { FormField, fieldControlProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsNav, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";

const leerlingen = [
  { id: 1, roepnaam: "Daan", achternaam: "de Vries", groep: "5" },
  { id: 2, roepnaam: "Fatima", achternaam: "El Amrani", groep: "5" },
  { id: 3, roepnaam: "Sem", achternaam: "Jansen", groep: "6" },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type LeerlingForm = { roepnaam: string; achternaam: string; email: string };

function RhfDemo() {
  const form = useForm<LeerlingForm>({ defaultValues: { roepnaam: "", achternaam: "", email: "" } });
  const { errors } = form.formState;
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid max-w-md gap-4"
        onSubmit={form.handleSubmit((values) => {
          toast.success(`${values.roepnaam} ${values.achternaam} opgeslagen`);
        })}
      >
        <FormField label="Roepnaam" name="roepnaam" error={errors.roepnaam?.message}>
          {(p) => <Input {...p} {...form.register("roepnaam", { required: "Vul een roepnaam in" })} />}
        </FormField>
        <FormField
          label="Achternaam"
          name="achternaam"
          description="Inclusief tussenvoegsel, bijvoorbeeld “de Vries”."
          error={errors.achternaam?.message}
        >
          {(p) => <Input {...p} {...form.register("achternaam", { required: "Vul een achternaam in" })} />}
        </FormField>
        <FormController
          control={form.control}
          name="email"
          rules={{ pattern: { value: /^\S+@\S+\.\S+$/, message: "Vul een geldig e-mailadres in" } }}
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-mailadres ouder/verzorger</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormDescription>Optioneel.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex gap-2">
          <Button type="submit">Opslaan</Button>
          <Button type="button" variant="outline" onClick={() => form.reset()}>
            Annuleren
          </Button>
        </div>
      </form>
    </Form>
  );
}

export default function UiShowcasePage() {
  const [toonArchief, setToonArchief] = React.useState(false);

  return (
    <main className="mx-auto max-w-5xl space-y-12 p-6 md:p-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">UI-componenten</h1>
        <p className="text-muted-foreground">Overzicht van alle basiscomponenten van Leerroute.</p>
      </header>

      <Section title="Navigatiekleur">
        <nav aria-label="Voorbeeldnavigatie" className="rounded-lg bg-sidebar p-2 text-sidebar-foreground">
          <ul className="flex flex-wrap gap-1">
            {["Leerlingen", "Groepen", "Rapporten"].map((item, i) => (
              <li key={item}>
                <a
                  href="#"
                  aria-current={i === 0 ? "page" : undefined}
                  className="block rounded-md px-3 py-1.5 text-sm font-medium outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground"
                >
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      <Section title="Knoppen">
        <div className="flex flex-wrap items-center gap-2">
          <Button>Opslaan</Button>
          <Button variant="secondary">Concept</Button>
          <Button variant="outline">Annuleren</Button>
          <Button variant="ghost">Overslaan</Button>
          <Button variant="link">Meer informatie</Button>
          <Button variant="destructive">
            <Trash2Icon aria-hidden /> Verwijderen
          </Button>
          <Button disabled>Uitgeschakeld</Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm">Klein</Button>
          <Button size="lg">
            <PlusIcon aria-hidden /> Leerling toevoegen
          </Button>
          <Button size="icon" variant="outline" aria-label="Leerling toevoegen">
            <PlusIcon aria-hidden />
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Naar de startpagina</Link>
          </Button>
          <Button disabled>
            <Spinner label="Bezig met opslaan…" /> Opslaan
          </Button>
        </div>
      </Section>

      <Section title="Formulieren">
        <div className="grid gap-8 md:grid-cols-2">
          <RhfDemo />

          {/* Plain HTML controls as used in server-rendered forms; shows the error state. */}
          <form className="grid max-w-md gap-4" action="#" onSubmit={(e) => e.preventDefault()}>
            <div className="grid gap-2">
              <Label htmlFor="zoekterm">Zoeken</Label>
              <Input id="zoekterm" name="zoekterm" type="search" placeholder="Naam of leerlingnummer" />
            </div>
            <FormField label="Groep" name="groep-native" error="Kies een groep">
              <NativeSelect
                name="groep-native"
                defaultValue=""
                {...fieldControlProps({ name: "groep-native", error: "Kies een groep" })}
              >
                <option value="" disabled>
                  Kies een groep
                </option>
                <option value="5">Groep 5</option>
                <option value="6">Groep 6</option>
              </NativeSelect>
            </FormField>
            <div className="grid gap-2">
              <Label htmlFor="schooljaar">Schooljaar</Label>
              <Select defaultValue="2025">
                <SelectTrigger id="schooljaar" className="w-full">
                  <SelectValue placeholder="Kies een schooljaar" />
                </SelectTrigger>
                <SelectContent>
                  <SelectGroup>
                    <SelectLabel>Huidig</SelectLabel>
                    <SelectItem value="2025">2025–2026</SelectItem>
                  </SelectGroup>
                  <SelectSeparator />
                  <SelectGroup>
                    <SelectLabel>Eerder</SelectLabel>
                    <SelectItem value="2024">2024–2025</SelectItem>
                    <SelectItem value="2023">2023–2024</SelectItem>
                  </SelectGroup>
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id="toestemming" name="toestemming" defaultChecked />
              <Label htmlFor="toestemming">Toestemming voor foto’s</Label>
            </div>
            <div>
              <Button type="submit">Opslaan</Button>
            </div>
          </form>
        </div>
      </Section>

      <Section title="Dialogen en menu’s">
        <div className="flex flex-wrap gap-2">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">Leerling bewerken</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Leerling bewerken</DialogTitle>
                <DialogDescription>Pas de gegevens aan en klik op Opslaan.</DialogDescription>
              </DialogHeader>
              <div className="grid gap-2">
                <Label htmlFor="dialog-roepnaam">Roepnaam</Label>
                <Input id="dialog-roepnaam" defaultValue="Daan" />
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Annuleren</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button>Opslaan</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>

          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="destructive">Verwijderen</Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Weet u het zeker?</AlertDialogTitle>
                <AlertDialogDescription>
                  De leerling wordt definitief verwijderd. Dit kan niet ongedaan worden gemaakt.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Annuleren</AlertDialogCancel>
                <AlertDialogAction variant="destructive">Verwijderen</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>

          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Meer opties">
                <MoreHorizontalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>Leerling</DropdownMenuLabel>
              <DropdownMenuItem>Bewerken</DropdownMenuItem>
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>Verplaatsen naar</DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  <DropdownMenuItem>Groep 5</DropdownMenuItem>
                  <DropdownMenuItem>Groep 6</DropdownMenuItem>
                </DropdownMenuSubContent>
              </DropdownMenuSub>
              <DropdownMenuCheckboxItem checked={toonArchief} onCheckedChange={(v) => setToonArchief(v === true)}>
                Toon archief
              </DropdownMenuCheckboxItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive">
                <Trash2Icon aria-hidden /> Verwijderen
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>

          {/* Uses the <Toaster /> mounted in the root layout. */}
          <Button variant="secondary" onClick={() => toast.success("Leerling opgeslagen")}>
            Toon melding
          </Button>
        </div>
      </Section>

      <Section title="Tabel">
        <Table>
          <TableCaption>Leerlingen van groep 5 en 6</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Roepnaam</TableHead>
              <TableHead>Achternaam</TableHead>
              <TableHead>Groep</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leerlingen.map((l) => (
              <TableRow key={l.id}>
                <TableCell className="font-medium">{l.roepnaam}</TableCell>
                <TableCell>{l.achternaam}</TableCell>
                <TableCell>{l.groep}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>Totaal</TableCell>
              <TableCell>{leerlingen.length} leerlingen</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Section>

      <Section title="Tabbladen">
        <Tabs defaultValue="details">
          <TabsList aria-label="Leerlinggegevens">
            <TabsTrigger value="details">Details</TabsTrigger>
            <TabsTrigger value="stroomplan">Stroomplan</TabsTrigger>
          </TabsList>
          <TabsContent value="details">Persoonsgegevens en groep van de leerling.</TabsContent>
          <TabsContent value="stroomplan">Het stroomplan van de leerling.</TabsContent>
        </Tabs>
        <TabsNav
          aria-label="Onderdelen leerling"
          items={[
            { href: "/dev/ui", label: "Details", active: true },
            { href: "/dev/ui?voorbeeld=stroomplan", label: "Stroomplan" },
          ]}
        />
      </Section>

      <Section title="Kaarten, labels en laden">
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h3">Groep 5</CardTitle>
              <CardDescription>Juf Van den Berg · 24 leerlingen</CardDescription>
              <CardAction>
                <Badge variant="secondary">Actief</Badge>
              </CardAction>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              <Badge>Nieuw</Badge>
              <Badge variant="secondary">Concept</Badge>
              <Badge variant="destructive">Achterstand</Badge>
              <Badge variant="outline">Gearchiveerd</Badge>
            </CardContent>
            <CardFooter className="gap-2">
              <Button size="sm">Opslaan</Button>
              <Button size="sm" variant="outline">
                Annuleren
              </Button>
            </CardFooter>
          </Card>
          <Card aria-busy="true">
            <CardHeader>
              <CardTitle as="h3">Gegevens laden</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <Spinner className="size-6 text-primary" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </CardContent>
          </Card>
        </div>
      </Section>

    </main>
  );
}
