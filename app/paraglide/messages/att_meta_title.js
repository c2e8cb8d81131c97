/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_Meta_TitleInputs */

const en_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendees | LAN Center Network`)
};

const de_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnehmende | LAN Center Network`)
};

const fr_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants | LAN Center Network`)
};

const es_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistentes | LAN Center Network`)
};

const pt_br2_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participantes | LAN Center Network`)
};

const ja_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者 | LAN Center Network`)
};

const ko_att_meta_title = /** @type {(inputs: Att_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석자 | LAN Center Network`)
};

/**
* | output |
* | --- |
* | "Attendees \| LAN Center Network" |
*
* @param {Att_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_meta_title = /** @type {((inputs?: Att_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_meta_title(inputs)
	if (locale === "fr") return fr_att_meta_title(inputs)
	if (locale === "es") return es_att_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_att_meta_title(inputs)
	if (locale === "ja") return ja_att_meta_title(inputs)
	if (locale === "ko") return ko_att_meta_title(inputs)
	return en_att_meta_title(inputs)
});