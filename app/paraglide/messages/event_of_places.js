/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Event_Of_PlacesInputs */

const en_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` of ${i?.shown} place`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` of ${i?.shown} places`);
	return /** @type {LocalizedString} */ ("event_of_places");
};

const de_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` von ${i?.shown} Platz`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` von ${i?.shown} Plätzen`);
	return /** @type {LocalizedString} */ ("event_of_places");
};

const fr_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` sur ${i?.shown} place`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` sur ${i?.shown} places`);
	return /** @type {LocalizedString} */ ("event_of_places");
};

const es_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` de ${i?.shown} plaza`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` de ${i?.shown} plazas`);
	return /** @type {LocalizedString} */ ("event_of_places");
};

const pt_br2_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` de ${i?.shown} vaga`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` de ${i?.shown} vagas`);
	return /** @type {LocalizedString} */ ("event_of_places");
};

const ja_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`（定員${i?.shown}人）`)
};

const ko_event_of_places = /** @type {(inputs: Event_Of_PlacesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`(정원 ${i?.shown}명)`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "of {shown} place" |
* | "other" | "of {shown} places" |
*
* @param {Event_Of_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_of_places = /** @type {((inputs: Event_Of_PlacesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Of_PlacesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_of_places(inputs)
	if (locale === "fr") return fr_event_of_places(inputs)
	if (locale === "es") return es_event_of_places(inputs)
	if (locale === "pt-BR") return pt_br2_event_of_places(inputs)
	if (locale === "ja") return ja_event_of_places(inputs)
	if (locale === "ko") return ko_event_of_places(inputs)
	return en_event_of_places(inputs)
});