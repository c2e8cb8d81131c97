/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_PartyInputs */

const en_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Party`)
};

const de_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Party hinzufügen`)
};

const fr_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une party`)
};

const es_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir party`)
};

const pt_br2_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar party`)
};

const ja_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パーティーを追加`)
};

const ko_dash_add_party = /** @type {(inputs: Dash_Add_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파티 추가`)
};

/**
* | output |
* | --- |
* | "Add Party" |
*
* @param {Dash_Add_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_add_party = /** @type {((inputs?: Dash_Add_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_add_party(inputs)
	if (locale === "fr") return fr_dash_add_party(inputs)
	if (locale === "es") return es_dash_add_party(inputs)
	if (locale === "pt-BR") return pt_br2_dash_add_party(inputs)
	if (locale === "ja") return ja_dash_add_party(inputs)
	if (locale === "ko") return ko_dash_add_party(inputs)
	return en_dash_add_party(inputs)
});