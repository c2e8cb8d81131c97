/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_Meta_DescriptionInputs */

const en_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your LAN Center Network account and the personal data stored with it.`)
};

const de_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lösche dein Konto bei LAN Center Network und die damit gespeicherten persönlichen Daten.`)
};

const fr_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimez votre compte LAN Center Network et les données personnelles qui y sont associées.`)
};

const es_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina tu cuenta de LAN Center Network y los datos personales guardados con ella.`)
};

const pt_br2_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclua sua conta do LAN Center Network e os dados pessoais armazenados com ela.`)
};

const ja_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network のアカウントと、それに保存されている個人データを削除します。`)
};

const ko_acct_delete_meta_description = /** @type {(inputs: Acct_Delete_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 계정과 함께 저장된 개인 데이터를 삭제합니다.`)
};

/**
* | output |
* | --- |
* | "Delete your LAN Center Network account and the personal data stored with it." |
*
* @param {Acct_Delete_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_meta_description = /** @type {((inputs?: Acct_Delete_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_meta_description(inputs)
	if (locale === "fr") return fr_acct_delete_meta_description(inputs)
	if (locale === "es") return es_acct_delete_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_meta_description(inputs)
	if (locale === "ja") return ja_acct_delete_meta_description(inputs)
	if (locale === "ko") return ko_acct_delete_meta_description(inputs)
	return en_acct_delete_meta_description(inputs)
});