/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_PartiesInputs */

const en_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have any registered LAN parties yet.`)
};

const de_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast noch keine LAN-Partys eingetragen.`)
};

const fr_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez encore enregistré aucune LAN party.`)
};

const es_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes LAN parties registradas.`)
};

const pt_br2_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você ainda não tem LAN parties cadastradas.`)
};

const ja_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登録済みのLANパーティーはまだありません。`)
};

const ko_dash_no_parties = /** @type {(inputs: Dash_No_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 등록된 LAN 파티가 없습니다.`)
};

/**
* | output |
* | --- |
* | "You don't have any registered LAN parties yet." |
*
* @param {Dash_No_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_no_parties = /** @type {((inputs?: Dash_No_PartiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_PartiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_no_parties(inputs)
	if (locale === "fr") return fr_dash_no_parties(inputs)
	if (locale === "es") return es_dash_no_parties(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_parties(inputs)
	if (locale === "ja") return ja_dash_no_parties(inputs)
	if (locale === "ko") return ko_dash_no_parties(inputs)
	return en_dash_no_parties(inputs)
});