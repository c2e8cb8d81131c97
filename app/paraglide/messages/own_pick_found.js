/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Own_Pick_FoundInputs */

const en_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place found`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} places found`);
	return /** @type {LocalizedString} */ ("own_pick_found");
};

const de_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Ort gefunden`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Orte gefunden`);
	return /** @type {LocalizedString} */ ("own_pick_found");
};

const fr_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lieu trouvé`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lieux trouvés`);
	return /** @type {LocalizedString} */ ("own_pick_found");
};

const es_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar encontrado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lugares encontrados`);
	return /** @type {LocalizedString} */ ("own_pick_found");
};

const pt_br2_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar encontrado`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lugares encontrados`);
	return /** @type {LocalizedString} */ ("own_pick_found");
};

const ja_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 件の場所が見つかりました`)
};

const ko_own_pick_found = /** @type {(inputs: Own_Pick_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`장소 ${i?.count}곳을 찾았습니다`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place found" |
* | "other" | "{count} places found" |
*
* @param {Own_Pick_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_found = /** @type {((inputs: Own_Pick_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_found(inputs)
	if (locale === "fr") return fr_own_pick_found(inputs)
	if (locale === "es") return es_own_pick_found(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_found(inputs)
	if (locale === "ja") return ja_own_pick_found(inputs)
	if (locale === "ko") return ko_own_pick_found(inputs)
	return en_own_pick_found(inputs)
});