/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verified_CenterInputs */

const en_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It now appears on the LAN Center Network map once its community is verified too.`)
};

const de_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Eintrag erscheint jetzt auf der Karte von LAN Center Network, sobald auch die zugehörige Community verifiziert ist.`)
};

const fr_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fiche apparaît désormais sur la carte de LAN Center Network dès que sa communauté est elle aussi vérifiée.`)
};

const es_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora aparecerá en el mapa de LAN Center Network en cuanto su comunidad también esté verificada.`)
};

const pt_br2_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora o anúncio aparece no mapa do LAN Center Network assim que a comunidade também for verificada.`)
};

const ja_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティも認証されると、LAN Center Network の地図に表示されます。`)
};

const ko_mail_verified_center = /** @type {(inputs: Mail_Verified_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티도 인증되면 LAN Center Network 지도에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "It now appears on the LAN Center Network map once its community is verified too." |
*
* @param {Mail_Verified_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verified_center = /** @type {((inputs?: Mail_Verified_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verified_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verified_center(inputs)
	if (locale === "fr") return fr_mail_verified_center(inputs)
	if (locale === "es") return es_mail_verified_center(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verified_center(inputs)
	if (locale === "ja") return ja_mail_verified_center(inputs)
	if (locale === "ko") return ko_mail_verified_center(inputs)
	return en_mail_verified_center(inputs)
});