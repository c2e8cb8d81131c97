/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Location_RefusedInputs */

const en_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location access was refused. Allow location access for this site in your browser, or search by city instead.`)
};

const de_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zugriff auf den Standort wurde verweigert. Erlaube dieser Website den Standortzugriff in deinem Browser oder suche stattdessen nach einer Stadt.`)
};

const fr_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accès à la position a été refusé. Autorisez l'accès à la position pour ce site dans votre navigateur, ou recherchez plutôt par ville.`)
};

const es_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se denegó el acceso a la ubicación. Permite el acceso a la ubicación para este sitio en tu navegador o busca por ciudad.`)
};

const pt_br2_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O acesso à localização foi recusado. Permita o acesso à localização para este site no navegador ou busque por cidade.`)
};

const ja_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置情報へのアクセスが拒否されました。ブラウザでこのサイトの位置情報を許可するか、都市名で検索してください。`)
};

const ko_dir_location_refused = /** @type {(inputs: Dir_Location_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 접근이 거부되었습니다. 브라우저에서 이 사이트의 위치 접근을 허용하거나 도시로 검색해 주세요.`)
};

/**
* | output |
* | --- |
* | "Location access was refused. Allow location access for this site in your browser, or search by city instead." |
*
* @param {Dir_Location_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_location_refused = /** @type {((inputs?: Dir_Location_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Location_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_location_refused(inputs)
	if (locale === "fr") return fr_dir_location_refused(inputs)
	if (locale === "es") return es_dir_location_refused(inputs)
	if (locale === "pt-BR") return pt_br2_dir_location_refused(inputs)
	if (locale === "ja") return ja_dir_location_refused(inputs)
	if (locale === "ko") return ko_dir_location_refused(inputs)
	return en_dir_location_refused(inputs)
});