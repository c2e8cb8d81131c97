/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Meta_DescriptionInputs */

const en_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How LAN Center Network collects, uses and protects the data of venue owners, organisers and visitors.`)
};

const de_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie LAN Center Network die Daten von Betreibern, Veranstaltern und Besuchern erhebt, nutzt und schützt.`)
};

const fr_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment LAN Center Network collecte, utilise et protège les données des propriétaires de lieux, des organisateurs et des visiteurs.`)
};

const es_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo LAN Center Network recoge, usa y protege los datos de los propietarios de locales, los organizadores y los visitantes.`)
};

const pt_br2_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como a LAN Center Network coleta, usa e protege os dados de donos de locais, organizadores e visitantes.`)
};

const ja_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network が施設オーナー、主催者、訪問者のデータをどのように収集・利用・保護するか。`)
};

const ko_prv_meta_description = /** @type {(inputs: Prv_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network가 매장 운영자, 주최자, 방문자의 데이터를 어떻게 수집하고 이용하며 보호하는지 안내합니다.`)
};

/**
* | output |
* | --- |
* | "How LAN Center Network collects, uses and protects the data of venue owners, organisers and visitors." |
*
* @param {Prv_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_meta_description = /** @type {((inputs?: Prv_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_meta_description(inputs)
	if (locale === "fr") return fr_prv_meta_description(inputs)
	if (locale === "es") return es_prv_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_prv_meta_description(inputs)
	if (locale === "ja") return ja_prv_meta_description(inputs)
	if (locale === "ko") return ko_prv_meta_description(inputs)
	return en_prv_meta_description(inputs)
});