/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Remove_4Inputs */

const en_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hateful, harassing, threatening or discriminating text, and insults aimed at people.`)
};

const de_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasserfüllte, belästigende, bedrohende oder diskriminierende Texte sowie Beleidigungen gegen Personen.`)
};

const fr_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les textes haineux, harcelants, menaçants ou discriminatoires, et les insultes visant des personnes.`)
};

const es_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textos de odio, acoso, amenazas o discriminación, e insultos dirigidos a personas.`)
};

const pt_br2_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textos de ódio, assédio, ameaça ou discriminação, e insultos dirigidos a pessoas.`)
};

const ja_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`憎悪、嫌がらせ、脅迫、差別を含む文章や、人に向けた侮辱。`)
};

const ko_pub_rg_remove_4 = /** @type {(inputs: Pub_Rg_Remove_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`혐오, 괴롭힘, 위협, 차별을 담은 글과 사람을 향한 모욕.`)
};

/**
* | output |
* | --- |
* | "Hateful, harassing, threatening or discriminating text, and insults aimed at people." |
*
* @param {Pub_Rg_Remove_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_4 = /** @type {((inputs?: Pub_Rg_Remove_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Remove_4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_remove_4(inputs)
	if (locale === "fr") return fr_pub_rg_remove_4(inputs)
	if (locale === "es") return es_pub_rg_remove_4(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_remove_4(inputs)
	if (locale === "ja") return ja_pub_rg_remove_4(inputs)
	if (locale === "ko") return ko_pub_rg_remove_4(inputs)
	return en_pub_rg_remove_4(inputs)
});