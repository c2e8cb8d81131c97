/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Collect_P2Inputs */

const en_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue and event data you submit: names, addresses, coordinates, descriptions, websites and contact persons. Verified venues and events are shown publicly; contact details are visible only to you and our administrators.`)
};

const de_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von dir eingereichte Location- und Eventdaten: Namen, Adressen, Koordinaten, Beschreibungen, Websites und Ansprechpersonen. Verifizierte Locations und Events werden öffentlich angezeigt; Kontaktdaten sehen nur du und unsere Administratoren.`)
};

const fr_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données de lieux et d’événements que vous soumettez : noms, adresses, coordonnées géographiques, descriptions, sites web et personnes de contact. Les lieux et événements vérifiés sont affichés publiquement ; les coordonnées des contacts ne sont visibles que par vous et nos administrateurs.`)
};

const es_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de locales y eventos que envías: nombres, direcciones, coordenadas, descripciones, sitios web y personas de contacto. Los locales y eventos verificados se muestran públicamente; los datos de contacto solo los ves tú y nuestros administradores.`)
};

const pt_br2_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados de locais e eventos que você envia: nomes, endereços, coordenadas, descrições, sites e pessoas de contato. Locais e eventos verificados são exibidos publicamente; os dados de contato ficam visíveis apenas para você e nossos administradores.`)
};

const ja_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご提出いただく施設・イベントのデータ：名称、住所、座標、説明、ウェブサイト、担当者。認証済みの施設とイベントは公開されますが、連絡先情報はご本人と管理者のみが閲覧できます。`)
};

const ko_prv_collect_p2 = /** @type {(inputs: Prv_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`제출하신 매장 및 이벤트 데이터: 이름, 주소, 좌표, 설명, 웹사이트, 담당자. 인증된 매장과 이벤트는 공개되며, 연락처 정보는 본인과 관리자만 볼 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Venue and event data you submit: names, addresses, coordinates, descriptions, websites and contact persons. Verified venues and events are shown publicly; co..." |
*
* @param {Prv_Collect_P2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p2 = /** @type {((inputs?: Prv_Collect_P2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Collect_P2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_collect_p2(inputs)
	if (locale === "fr") return fr_prv_collect_p2(inputs)
	if (locale === "es") return es_prv_collect_p2(inputs)
	if (locale === "pt-BR") return pt_br2_prv_collect_p2(inputs)
	if (locale === "ja") return ja_prv_collect_p2(inputs)
	if (locale === "ko") return ko_prv_collect_p2(inputs)
	return en_prv_collect_p2(inputs)
});