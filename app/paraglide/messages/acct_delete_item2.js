/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_Item2Inputs */

const en_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your LAN centers, LAN parties and communities, with their photos and contacts;`)
};

const de_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deine LAN-Center, LAN-Partys und Communitys mit ihren Fotos und Kontakten;`)
};

const fr_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos LAN centers, LAN parties et communautés, avec leurs photos et contacts ;`)
};

const es_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tus LAN centers, LAN parties y comunidades, con sus fotos y contactos;`)
};

const pt_br2_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seus LAN centers, LAN parties e comunidades, com fotos e contatos;`)
};

const ja_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのLANセンター、LANパーティー、コミュニティとその写真・連絡先`)
};

const ko_acct_delete_item2 = /** @type {(inputs: Acct_Delete_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 LAN 센터, LAN 파티, 커뮤니티와 그 사진 및 연락처`)
};

/**
* | output |
* | --- |
* | "your LAN centers, LAN parties and communities, with their photos and contacts;" |
*
* @param {Acct_Delete_Item2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_item2 = /** @type {((inputs?: Acct_Delete_Item2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_Item2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_item2(inputs)
	if (locale === "fr") return fr_acct_delete_item2(inputs)
	if (locale === "es") return es_acct_delete_item2(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_item2(inputs)
	if (locale === "ja") return ja_acct_delete_item2(inputs)
	if (locale === "ko") return ko_acct_delete_item2(inputs)
	return en_acct_delete_item2(inputs)
});